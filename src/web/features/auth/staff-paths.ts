/**
 * The staff pages: /admin, /staff/…, and the blog's /blog/admin, /blog/new and /blog/edit/…. Signing out on one
 * of them goes to /login (issue 16); on a public page the visitor stays where they are.
 */
const STAFF_PATH = /^\/(admin|staff|blog\/admin|blog\/new|blog\/edit)(\/|$)/

export function isStaffPath(pathname: string): boolean {
  return STAFF_PATH.test(pathname)
}
