// Public surface of the captcha API (self-hosted ALTCHA).
export { CAPTCHA_ALGORITHM, createCaptchaService, type CaptchaService } from './captchaService';
export { captchaRoutes } from './routes';
export { solveCaptchaChallenge } from './captchaSolver';
