import Foundation

extension JoinCode {
    /// Where the room's folder keeps its code, beside the instructor's key.
    public static let fileName = ".room-code"

    /// The code a room opened on `folder` uses: `given` (kept for the next start), else the one
    /// kept there, else a new one, kept. A room restarted on its folder (after a crash, a
    /// reboot) so keeps its code: the projector page still shows the right one, and the
    /// learners' saved code still joins.
    public static func kept(in folder: URL, given: JoinCode?) throws(RoomError) -> JoinCode {
        if given == nil, let kept = KeptLine.read(fileName, in: folder).flatMap(JoinCode.init) { return kept }
        let code = given ?? random()
        try KeptLine.write(code.text, as: fileName, in: folder, what: "the room's code")
        return code
    }
}
