#if canImport(Glibc)
    import Glibc

    /// What a started tool inherits: its standard input, output and error, and nothing else.
    ///
    /// A descriptor this process opens without close-on-exec (Foundation opens the files it
    /// writes so, a pipe is made so) reaches every tool another thread starts meanwhile, and
    /// stays open as long as that tool runs. Kata 11's judge writes a copy of a test binary while
    /// a proof on another thread starts a build: the build held the copy open for writing, and
    /// running it failed with "Text file busy" (the judge saw a test process that ended before
    /// Swift Testing reported anything). A pipe's writing end held by another tool likewise keeps
    /// a run's output open until that tool ends. So every tool starts with every descriptor
    /// above 2 closed: `posix_spawn_file_actions_addclosefrom_np` on Linux (glibc 2.34 and
    /// later), `POSIX_SPAWN_CLOEXEC_DEFAULT` on macOS.
    enum InheritedFiles {
        private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

        /// glibc declares the function only for `_GNU_SOURCE`, which Swift's Glibc module does
        /// not define, so it is looked up by name; `nil` on a C library without it.
        private static let closeFrom: CloseFrom? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np")
            .map { unsafeBitCast($0, to: CloseFrom.self) }

        /// Adds "close every descriptor from 3 up" to `actions`, after the standard streams are set.
        static func closeAllButStandardStreams(_ actions: inout posix_spawn_file_actions_t) {
            _ = closeFrom?(&actions, 3)
        }
    }
#endif
