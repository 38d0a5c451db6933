extension Room.State {
    /// Each row's id, by its learner's key: the id its member first joined with
    /// (``RoomMember/lineage``), kept through every re-join under another name, so the id the
    /// page showed (Manage mode holds rows still) still removes the row after a rename; a row
    /// with no member (a file from before, an offline hand-in), the digest of its key.
    func rowIDs() -> [String: String] {
        var ids: [String: String] = [:]
        for member in members.values where learners[member.key] != nil { ids[member.key] = member.retiredFolder }
        for key in learners.keys where ids[key] == nil { ids[key] = Room.rowID(of: key) }
        return ids
    }
}
