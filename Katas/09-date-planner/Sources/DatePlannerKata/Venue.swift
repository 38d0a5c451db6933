import KataSupport

/// What a venue tells the planner: "my choice changed". The venue passes itself.
public protocol DatePlanning: AnyObject {
    func venueDidChange(_ venue: AnyObject)
}

/// One of the three places of the date (a colleague). It knows its options and its choice,
/// and nothing about the other venues: the planner decides what is still available here.
public final class Venue<Option: Hashable> {
    public let name: String
    public let allOptions: [Option]
    public private(set) var available: [Option]
    public private(set) var choice: Option?
    public weak var planner: DatePlanning?

    public init(_ name: String, options: [Option]) {
        self.name = name
        self.allOptions = options
        self.available = options
    }

    /// Picks an available option and tells the planner. Returns false, and changes nothing,
    /// when the option is not available.
    @discardableResult
    public func choose(_ option: Option) -> Bool {
        guard available.contains(option) else { return false }
        choice = option
        if let planner {
            FlowLog.report("chose \(option)", from: name, to: "Planner") { planner.venueDidChange(self) }
        }
        return true
    }

    /// Drops the choice, if any, and tells the planner.
    public func clearChoice() {
        guard choice != nil else { return }
        choice = nil
        if let planner {
            FlowLog.report("cleared its choice", from: name, to: "Planner") { planner.venueDidChange(self) }
        }
    }

    /// Called by the planner: these options (in `allOptions` order) are now available.
    public func show(_ options: [Option]) {
        // A set: a town of thousands of options is shown in linear time.
        let shown = Set(options)
        available = allOptions.filter(shown.contains)
        FlowLog.delivered("show \(available.count) of \(allOptions.count)", to: name)
        print("\(name): \(available.count) of \(allOptions.count) options")
    }
}
