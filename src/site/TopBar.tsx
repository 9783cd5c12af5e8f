import type { ShellData } from '@/data/shell'

import { Icon } from './Icon'

/** The thin bar above the header (spec "Top bar item"). */
export function TopBar({ bar, label }: { bar: ShellData['topBar']; label: string }) {
  if (!bar.show || !bar.items.length) return null
  return (
    <div className="top-bar" style={{ background: bar.bgColor, color: bar.textColor }}>
      <ul aria-label={label}>
        {bar.items.map((item, i) => {
          const content = (
            <>
              {item.icon && <Icon name={item.icon} />}
              <span>{item.label}</span>
            </>
          )
          return (
            <li key={i} style={item.color ? { color: item.color } : undefined}>
              {item.link ? <a href={item.link}>{content}</a> : content}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
