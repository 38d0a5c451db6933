/// Tells whether objects built by a closure are all released once the closure returns.
///
/// `build` creates the object graph and returns the objects to watch; nothing else may keep
/// them. The result lists the type names of survivors, so a test can say which one leaked.
public func survivors(of build: () -> [AnyObject]) -> [String] {
    var watchers: [WeakBox] = []
    do {
        let objects = build()
        watchers = objects.map(WeakBox.init)
    }
    return watchers.compactMap { box in box.object.map { String(describing: type(of: $0)) } }
}

/// A weak reference that remembers nothing else.
final class WeakBox {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
