import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { Badge, badgeVariants } from '@/web/components/ui/badge'
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/web/components/ui/card'
import { Input } from '@/web/components/ui/input'
import { Label } from '@/web/components/ui/label'
import { Skeleton } from '@/web/components/ui/skeleton'
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/web/components/ui/table'
import { Textarea } from '@/web/components/ui/textarea'

describe('simple primitives', () => {
  it('Badge renders a span by default and its child with asChild', () => {
    render(
      <>
        <Badge variant="destructive">Closed</Badge>
        <Badge asChild variant="outline">
          <a href="/tags/stem">STEM</a>
        </Badge>
      </>,
    )
    expect(screen.getByText('Closed').tagName).toBe('SPAN')
    expect(screen.getByText('Closed')).toHaveClass('badge', 'badge-destructive')
    expect(screen.getByRole('link', { name: 'STEM' })).toHaveClass(
      ...badgeVariants({ variant: 'outline' }).split(' '),
    )
  })

  it('Label names Input and Textarea controls', () => {
    render(
      <>
        <Label htmlFor="email">Email</Label>
        <Input id="email" type="email" aria-invalid />
        <Label htmlFor="msg">Message</Label>
        <Textarea id="msg" />
      </>,
    )
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email')
    // The invalid state's border comes from aria-invalid through the component class (ui.css, ui-css.test.ts).
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveClass('input')
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA')
  })

  it('Card slots render with data-slot markers', () => {
    render(
      <Card>
        <CardHeader>
          <CardTitle>Campus tour</CardTitle>
          <CardDescription>Saturday</CardDescription>
          <CardAction>
            <button type="button">RSVP</button>
          </CardAction>
        </CardHeader>
        <CardContent>Details</CardContent>
      </Card>,
    )
    expect(screen.getByText('Campus tour')).toHaveAttribute('data-slot', 'card-title')
    expect(screen.getByText('Saturday')).toHaveClass('text-muted-foreground')
    expect(screen.getByRole('button', { name: 'RSVP' }).parentElement).toHaveAttribute(
      'data-slot',
      'card-action',
    )
  })

  it('Table keeps native table semantics', () => {
    render(
      <Table>
        <TableCaption>Schools</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Name</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow>
            <TableCell>Ridgeview College</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    )
    expect(screen.getByRole('table', { name: 'Schools' })).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'Ridgeview College' })).toBeInTheDocument()
  })

  it('Skeleton is hidden from assistive tech and stops pulsing for reduced motion', () => {
    const { container } = render(<Skeleton className="h-4 w-20" />)
    const block = container.firstElementChild
    expect(block).toHaveAttribute('aria-hidden', 'true')
    // The pulse and its reduced-motion rule are the component class's (ui.css, checked by ui-css.test.ts).
    expect(block).toHaveClass('skeleton', 'h-4', 'w-20')
  })
})
