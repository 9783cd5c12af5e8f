'use client'

import { useState } from 'react'

import { offers, type Goal, type SearchChoices } from '@/listings/searchChoices'

export interface SearchBoxInitial {
  goal: Goal
  city: string[]
  type: number[]
  price?: { min: number; max: number }
  rooms?: number
}

/** The search box's choice: the goal, towns, types, price range and bedrooms, and switching the goal. */
export function useSearchChoice(choices: SearchChoices, initial: SearchBoxInitial) {
  const [goal, setGoal] = useState<Goal>(initial.goal)
  const [city, setCity] = useState<string[]>(initial.city)
  const [type, setType] = useState<string[]>(initial.type.map(String))
  const [min, setMin] = useState(initial.price?.min ? String(initial.price.min) : '')
  const [max, setMax] = useState(initial.price?.max ? String(initial.price.max) : '')
  const [rooms, setRooms] = useState<number | undefined>(initial.rooms)

  const switchGoal = (next: Goal) => {
    setGoal(next)
    // Towns and types differ per goal: keep only what the other list offers too; prices differ in kind.
    setCity((current) => current.filter((zip) => offers(choices.cities, next, zip)))
    setType((current) => current.filter((t) => offers(choices.types, next, t)))
    setMin('')
    setMax('')
  }
  return { goal, switchGoal, city, setCity, type, setType, min, setMin, max, setMax, rooms, setRooms }
}

export type SearchChoice = ReturnType<typeof useSearchChoice>
