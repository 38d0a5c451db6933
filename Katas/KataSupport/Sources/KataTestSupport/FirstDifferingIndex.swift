/// Where two lists first differ: the first position whose elements differ, or the length of
/// the shorter one when it is a beginning of the other. Only meaningful when they differ.
public func firstDifferingIndex<Element: Equatable>(_ one: [Element], _ other: [Element]) -> Int {
    zip(one, other).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(one.count, other.count)
}
