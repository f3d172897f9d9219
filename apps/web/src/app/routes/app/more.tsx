export { MoreMenu as Component } from '../../app-shell/more-menu';
