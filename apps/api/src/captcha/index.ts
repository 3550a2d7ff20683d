// Public surface of the captcha (self-hosted ALTCHA): the service, and a solver for scripts.
export { CAPTCHA_ALGORITHM, createCaptchaService, type CaptchaService } from './captchaService';
export { solveCaptchaChallenge } from './captchaSolver';
