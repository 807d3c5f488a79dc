// The notification stack's own module, mapped by an alias in build/aliases.ts (the package exports only its index).
declare module '@mantine/notifications/container' {
  export { Notifications } from '@mantine/notifications';
}
