import { startApp } from './app/start-app';
import './styles/global.css';

void startApp();
