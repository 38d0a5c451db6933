/// Drop-in replacement for `Swift.print` used by every example module.
///
/// Example modules import `ExampleSupport` and keep calling `print` exactly as their documents
/// do; this overload shadows the standard library's. Output goes to the task's
/// ``OutputRecorder`` when one is installed, and to standard output otherwise, formatted the
/// same way `Swift.print` formats it.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let line = items.map { String(describing: $0) }.joined(separator: separator) + terminator
    if let recorder = OutputRecorder.current {
        recorder.append(line)
    } else {
        Swift.print(line, terminator: "")
    }
}
