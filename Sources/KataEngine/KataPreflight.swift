import Foundation

/// What must hold before a kata can be checked at all, said in the learner's terms: every file
/// they edit is there and is a file, and the folder can take the build. Without this the
/// compiler or SwiftPM would speak instead ("cannot find 'ConcreteMediator' in scope",
/// "invalid access to …build.lock").
public enum KataPreflight {
    public static func check(_ kata: KataInfo, folder: URL) throws(KataError) {
        let manager = FileManager.default
        let reset = "run make reset NAME=\(kata.number) to restore the starter (your files are backed up first)"
        for file in kata.files {
            let path = folder.appendingPathComponent(file).path
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw .environment("\(file) is missing from \(folder.path): put your file back, or \(reset)")
            }
            if isDirectory.boolValue {
                throw .environment("\(file) in \(folder.path) is a folder, not a Swift file: move it away, then \(reset)")
            }
            guard manager.isReadableFile(atPath: path) else {
                throw .environment("\(file) in \(folder.path) cannot be read: give yourself read permission (chmod u+r \(path))")
            }
        }
        let build = folder.appendingPathComponent(".build")
        let writable =
            manager.fileExists(atPath: build.path)
            ? manager.isWritableFile(atPath: build.path) : manager.isWritableFile(atPath: folder.path)
        guard writable else {
            throw .environment(
                "cannot build in \(folder.path): a check writes its build to \(build.path), and the folder is read-only "
                    + "(chmod -R u+w \(folder.path), or work in a copy you own)")
        }
    }
}
