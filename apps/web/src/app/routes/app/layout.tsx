export { AppShell as Component } from '../../app-shell/app-shell';
