/// Secrets that belonged to members once, newest kept: a machine whose row was removed still
/// posts its old secret after every check until it joins again, which is no guess. At most
/// `limit` are kept (the oldest forgotten first), so joins and removals cannot grow it for ever.
struct RevokedSecrets {
    static let limit = 4_096
    private var order: [String] = []
    private var secrets: Set<String> = []

    mutating func insert(_ secret: String) {
        guard secrets.insert(secret).inserted else { return }
        order.append(secret)
        if order.count > Self.limit {
            let forgotten = order.removeFirst()
            secrets.remove(forgotten)
        }
    }

    func contains(_ secret: String) -> Bool { secrets.contains(secret) }
}
