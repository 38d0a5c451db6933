/// Why a targeted send failed.
public enum MediatorError: Error, Equatable {
    /// The receiver named in a targeted send is not registered with the mediator.
    case missingReceiver
}
