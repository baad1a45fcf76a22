/** The organization switcher's screens, one download: both come with the widget's first frame. */
export { CreateContainer } from './CreateContainer';
export { SwitcherContainer } from './SwitcherContainer';
