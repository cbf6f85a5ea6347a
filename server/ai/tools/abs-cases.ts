import { bin, neg, type Expr } from './expr';

/** The insides of every |…| in an expression, outermost first. */
export function absArguments(e: Expr, out: Expr[] = []): Expr[] {
  if (e.kind === 'call') {
    if (e.name === 'abs') out.push(e.args[0]);
    e.args.forEach((a) => absArguments(a, out));
  } else if (e.kind === 'neg') absArguments(e.arg, out);
  else if (e.kind !== 'num' && e.kind !== 'sym') {
    absArguments(e.left, out);
    absArguments(e.right, out);
  }
  return out;
}

/** The expression with each |u| replaced by u or −u, by the signs given in the order absArguments lists them. */
export function withSigns(e: Expr, signs: readonly boolean[], at = { i: 0 }): Expr {
  switch (e.kind) {
    case 'num':
    case 'sym':
      return e;
    case 'neg':
      return neg(withSigns(e.arg, signs, at));
    case 'call': {
      if (e.name === 'abs') {
        const positive = signs[at.i++] ?? true;
        const inner = withSigns(e.args[0], signs, at);
        return positive ? inner : neg(inner);
      }
      return { ...e, args: e.args.map((a) => withSigns(a, signs, at)) };
    }
    default:
      return bin(e.kind, withSigns(e.left, signs, at), withSigns(e.right, signs, at));
  }
}
