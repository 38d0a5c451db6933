import Foundation

/// What must hold before a kata can be checked at all, said in the learner's terms: every file
/// they edit is there, is a file and is not empty, and the folder can take the build. Without this the
/// compiler or SwiftPM would speak instead ("cannot find 'ConcreteMediator' in scope",
/// "invalid access to …build.lock").
public enum KataPreflight {
    public static func check(_ kata: KataInfo, folder: URL) throws(KataError) {
        let manager = FileManager.default
        for file in kata.files {
            let path = folder.appendingPathComponent(file).path
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .learnerFile(kata: kata.number, file: file, folder: folder.path, problem: .missing)
            }
            if isDirectory.boolValue { throw .learnerFile(kata: kata.number, file: file, folder: folder.path, problem: .isAFolder) }
            guard manager.isReadableFile(atPath: path) else {
                throw .learnerFile(kata: kata.number, file: file, folder: folder.path, problem: .unreadable)
            }
            // Emptied by a slip (a save over it, `: > file`): the compiler would speak only of the tests.
            let text = manager.contents(atPath: path).flatMap { String(data: $0, encoding: .utf8) }
            if text?.allSatisfy(\.isWhitespace) == true {
                throw .learnerFile(kata: kata.number, file: file, folder: folder.path, problem: .empty)
            }
        }
        let build = folder.appendingPathComponent(".build")
        let writable =
            manager.fileExists(atPath: build.path)
            ? manager.isWritableFile(atPath: build.path) : manager.isWritableFile(atPath: folder.path)
        guard writable else { throw .readOnlyKata(folder: folder.path) }
    }
}
