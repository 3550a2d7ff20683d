// The account's debit card and its two-phase purchases (docs/architecture/cards.md).
export {
  CARD_PURCHASE_KIND,
  createCards,
  type CardPurchase,
  type Cards,
  type DebitCard,
} from './cards';
