/// Whether two texts are the same Unicode scalars (so the same UTF-8 bytes), not merely `==`:
/// Swift's `==` on strings is canonical equivalence, so `"Zo\u{EB}"` equals `"Zoe\u{308}"` and a
/// name a mediator normalised (NFC, NFD) would pass for the name as given.
func sameScalars(_ one: String, _ other: String) -> Bool { one.utf8.elementsEqual(other.utf8) }
