// JSX typing of the <altcha-widget> custom element.
import 'altcha/types/react';
