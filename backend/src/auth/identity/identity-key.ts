import unhomoglyph from 'unhomoglyph';

/**
 * The one form usernames and e-mails are stored, compared and looked up in: NFKC (fullwidth
 * and other compatibility letters become the plain ones), trimmed, case-folded. Upper- then
 * lower-casing folds what lower-casing alone leaves apart (ß and SS, ﬀ and FF).
 */
export function identityKey(text: string): string {
  return text.normalize('NFKC').trim().toUpperCase().toLowerCase().normalize('NFKC');
}

const mapConfusables = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

/**
 * The confusable skeleton of Unicode TR39 (§4): two names with the same skeleton look alike
 * (Latin a and Cyrillic а, rn and m, 0 and O). The mapping is unhomoglyph's copy of Unicode's
 * confusables.txt. It is applied to the capitals first (capital Cyrillic МВА looks like MBA,
 * capital I like l) and again after case-folding (m looks like rn); starting from the capitals
 * also gives every spelling of a name, whatever its case, the same skeleton.
 */
export function confusableSkeleton(text: string): string {
  return mapConfusables(identityKey(mapConfusables(identityKey(text).toUpperCase())));
}
