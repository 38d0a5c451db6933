/// A time of day, 24-hour, compared as you would expect.
public struct ClockTime: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let hour: Int
    public let minute: Int

    public init(_ hour: Int, _ minute: Int = 0) { (self.hour, self.minute) = (hour, minute) }

    public static func < (lhs: ClockTime, rhs: ClockTime) -> Bool {
        (lhs.hour, lhs.minute) < (rhs.hour, rhs.minute)
    }

    public var description: String {
        "\(hour):\(minute < 10 ? "0" : "")\(minute)"
    }
}

/// A bar in a district of town.
public struct Bar: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public let district: String
    public var description: String { name }
    public init(_ name: String, district: String) { (self.name, self.district) = (name, district) }
}

/// A restaurant in a district, with the time dinner there is over.
public struct Restaurant: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    public let district: String
    public let dinnerEnds: ClockTime
    public var description: String { name }
    public init(_ name: String, district: String, dinnerEnds: ClockTime) {
        (self.name, self.district, self.dinnerEnds) = (name, district, dinnerEnds)
    }
}

/// A film at the movie theater and when it starts.
public struct Showing: Hashable, Sendable, CustomStringConvertible {
    public let film: String
    public let starts: ClockTime
    public var description: String { film }
    public init(_ film: String, starts: ClockTime) { (self.film, self.starts) = (film, starts) }
}
