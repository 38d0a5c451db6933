extension Duration {
    /// The duration in seconds, as a `Double`: what the room's throttles and buckets count with.
    var inSeconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
