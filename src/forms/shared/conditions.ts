/**
 * Field conditions (spec section 3 "Condition rule": field, logic, compareWithField, compareWithValue,
 * advancedCondition; section 5: "A field condition check fails if its expression errors").
 *
 * A rule decides whether a form field shows. Editors may write an advanced expression, so it is parsed
 * by the tiny evaluator below, never by eval/new Function: it knows field names, string/number/boolean
 * literals, comparisons, !, && and || and parentheses, nothing else. Any error makes the rule fail (the
 * field stays hidden) and never breaks the form.
 */

export type ConditionLogic = 'equals' | 'notEquals' | 'contains' | 'notContains' | 'empty' | 'notEmpty' | 'greaterThan' | 'lessThan'

export interface ConditionRule {
  /** The field whose value is tested. */
  field?: string | null
  logic?: ConditionLogic | string | null
  /** Compare with another field's value instead of a fixed value. */
  compareWithField?: string | null
  compareWithValue?: unknown
  /** An expression such as `goal == "rent" && persons > 2`; when set it decides alone. */
  advancedCondition?: string | null
}

export type FormValues = Record<string, unknown>

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0)

const asNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN

function looseEquals(a: unknown, b: unknown): boolean {
  if (Array.isArray(a)) return a.some((item) => looseEquals(item, b))
  if (typeof a === 'boolean' || typeof b === 'boolean') return String(a) === String(b)
  if (a === null || a === undefined || b === null || b === undefined) return isEmpty(a) && isEmpty(b)
  return String(a) === String(b)
}

function contains(a: unknown, b: unknown): boolean {
  if (Array.isArray(a)) return a.some((item) => looseEquals(item, b))
  if (typeof a === 'string') return a.toLowerCase().includes(String(b ?? '').toLowerCase())
  return false
}

function compare(logic: string, left: unknown, right: unknown): boolean {
  switch (logic) {
    case 'equals':
      return looseEquals(left, right)
    case 'notEquals':
      return !looseEquals(left, right)
    case 'contains':
      return contains(left, right)
    case 'notContains':
      return !contains(left, right)
    case 'empty':
      return isEmpty(left)
    case 'notEmpty':
      return !isEmpty(left)
    case 'greaterThan': {
      const [l, r] = [asNumber(left), asNumber(right)]
      return !Number.isNaN(l) && !Number.isNaN(r) && l > r
    }
    case 'lessThan': {
      const [l, r] = [asNumber(left), asNumber(right)]
      return !Number.isNaN(l) && !Number.isNaN(r) && l < r
    }
    default:
      throw new Error(`Unknown condition logic "${logic}"`)
  }
}

/** True when the field with this rule shows. No rule: always shown. Any error: false. */
export function evaluateCondition(rule: ConditionRule | null | undefined, values: FormValues): boolean {
  if (!rule) return true
  try {
    if (rule.advancedCondition && rule.advancedCondition.trim()) return Boolean(evaluateExpression(rule.advancedCondition, values))
    if (!rule.field) return true
    const right = rule.compareWithField ? values[rule.compareWithField] : rule.compareWithValue
    return compare(rule.logic || 'equals', values[rule.field], right)
  } catch {
    return false
  }
}

// --- The expression evaluator ----------------------------------------------------------------

type Token = { kind: 'value'; value: string | number | boolean | null } | { kind: 'name'; name: string } | { kind: 'op'; op: string }

const OPERATORS = ['==', '!=', '>=', '<=', '&&', '||', '>', '<', '!', '(', ')']
const MAX_LENGTH = 500

function tokenize(source: string): Token[] {
  if (source.length > MAX_LENGTH) throw new Error('Expression too long')
  const tokens: Token[] = []
  let i = 0
  while (i < source.length) {
    const char = source[i]
    if (/\s/.test(char)) {
      i++
      continue
    }
    if (char === '"' || char === "'") {
      const end = source.indexOf(char, i + 1)
      if (end < 0) throw new Error('Unclosed string')
      tokens.push({ kind: 'value', value: source.slice(i + 1, end) })
      i = end + 1
      continue
    }
    const number = /^-?\d+(\.\d+)?/.exec(source.slice(i))
    if (number && (char !== '-' || tokens.length === 0 || tokens.at(-1)!.kind === 'op')) {
      tokens.push({ kind: 'value', value: Number(number[0]) })
      i += number[0].length
      continue
    }
    const op = OPERATORS.find((candidate) => source.startsWith(candidate, i))
    if (op) {
      tokens.push({ kind: 'op', op })
      i += op.length
      continue
    }
    const name = /^[A-Za-z_][\w.]*/.exec(source.slice(i))
    if (name) {
      const word = name[0]
      if (word === 'true' || word === 'false') tokens.push({ kind: 'value', value: word === 'true' })
      else if (word === 'null') tokens.push({ kind: 'value', value: null })
      else if (word === 'and' || word === 'or' || word === 'not')
        tokens.push({ kind: 'op', op: word === 'and' ? '&&' : word === 'or' ? '||' : '!' })
      else tokens.push({ kind: 'name', name: word })
      i += word.length
      continue
    }
    throw new Error(`Unexpected "${char}"`)
  }
  return tokens
}

/**
 * Grammar: or := and ('||' and)*; and := not ('&&' not)*; not := '!' not | cmp;
 * cmp := primary (('=='|'!='|'>'|'<'|'>='|'<=') primary)?; primary := value | name | '(' or ')'.
 */
export function evaluateExpression(source: string, values: FormValues): unknown {
  const tokens = tokenize(source)
  let at = 0
  const peekOp = () => {
    const token = tokens[at]
    return token?.kind === 'op' ? token.op : undefined
  }
  const expectOp = (op: string) => {
    if (peekOp() !== op) throw new Error(`Expected "${op}"`)
    at++
  }
  const primary = (): unknown => {
    const token = tokens[at++]
    if (!token) throw new Error('Unexpected end')
    if (token.kind === 'value') return token.value
    if (token.kind === 'name') {
      if (!Object.prototype.hasOwnProperty.call(values, token.name)) return undefined
      return values[token.name]
    }
    if (token.op === '(') {
      const value = or()
      expectOp(')')
      return value
    }
    throw new Error(`Unexpected "${token.op}"`)
  }
  const comparison = (): unknown => {
    const left = primary()
    const op = peekOp()
    if (op === '==' || op === '!=' || op === '>' || op === '<' || op === '>=' || op === '<=') {
      at++
      const right = primary()
      if (op === '==') return looseEquals(left, right)
      if (op === '!=') return !looseEquals(left, right)
      const [l, r] = [asNumber(left), asNumber(right)]
      if (Number.isNaN(l) || Number.isNaN(r)) return false
      return op === '>' ? l > r : op === '<' ? l < r : op === '>=' ? l >= r : l <= r
    }
    return left
  }
  const not = (): unknown => {
    if (peekOp() === '!') {
      at++
      return !truthy(not())
    }
    return comparison()
  }
  const and = (): unknown => {
    let value = not()
    while (peekOp() === '&&') {
      at++
      const right = not()
      value = truthy(value) && truthy(right)
    }
    return value
  }
  const or = (): unknown => {
    let value = and()
    while (peekOp() === '||') {
      at++
      const right = and()
      value = truthy(value) || truthy(right)
    }
    return value
  }
  const result = or()
  if (at !== tokens.length) throw new Error('Unexpected input after the expression')
  return result
}

const truthy = (value: unknown) => !isEmpty(value) && value !== 0
