import Testing

/// Compares a printed trace with the expected one line by line and, when they differ, records
/// one readable issue: the lines both agree on, then what was expected and what came.
public func expectTrace(
    _ actual: String, equals expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    guard traceLines(actual) != traceLines(expected) else { return }
    let difference: String = firstDifference(expected: expected, actual: actual)
    Issue.record("the printed trace differs:\n\(difference)", sourceLocation: sourceLocation)
}
