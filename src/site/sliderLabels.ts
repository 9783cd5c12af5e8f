import type { Translator } from '@/i18n/dictionary'

import type { SliderLabels } from './Slider'

export function sliderLabels(t: Translator): SliderLabels {
  return {
    region: '',
    previous: t('slider.previous'),
    next: t('slider.next'),
    pause: t('slider.pause'),
    play: t('slider.play'),
    slide: t('slider.slide', { index: '{index}', total: '{total}' }),
  }
}
