import SwiftUI

/// A sign-in screen, as apps write it: email and password fields that move the focus on
/// return, a prominent button enabled once both look valid, and a "Forgot password?" link.
public struct SignInScreen: View {
    enum Field: Hashable {
        case email, password
    }

    @State private var email: String
    @State private var password = ""
    @State private var isShowingReset = false
    @FocusState private var focusedField: Field?
    @Environment(\.dismiss) private var dismiss

    var onSignIn: (String, String) -> Void

    public init(email: String = "", onSignIn: @escaping (String, String) -> Void = { _, _ in }) {
        _email = State(initialValue: email)
        self.onSignIn = onSignIn
    }

    private var canSignIn: Bool {
        email.contains("@") && email.contains(".") && password.count >= 8
    }

    public var body: some View {
        NavigationStack {
            VStack(spacing: 24) {
                VStack(spacing: 8) {
                    Image(systemName: "envelope")
                        .font(.system(size: 48))
                        .foregroundStyle(.tint)
                    Text("Welcome back")
                        .font(.largeTitle.bold())
                    Text("Sign in to sync your mail across devices.")
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.center)
                }
                .padding(.top, 32)

                VStack(spacing: 12) {
                    TextField("Email", text: $email)
                        .textContentType(.emailAddress)
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                        .submitLabel(.next)
                        .focused($focusedField, equals: .email)
                        .onSubmit { focusedField = .password }
                        .padding(12)
                        .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))

                    SecureField("Password", text: $password)
                        .textContentType(.password)
                        .submitLabel(.go)
                        .focused($focusedField, equals: .password)
                        .onSubmit(signIn)
                        .padding(12)
                        .background(Color(uiColor: .secondarySystemBackground), in: RoundedRectangle(cornerRadius: 10))
                }

                Button(action: signIn) {
                    Text("Sign In")
                        .font(.headline)
                        .frame(maxWidth: .infinity)
                        .padding(.vertical, 6)
                }
                .buttonStyle(.borderedProminent)
                .disabled(!canSignIn)

                Button("Forgot password?") {
                    isShowingReset = true
                }
                .font(.footnote)

                Spacer()
            }
            .padding(.horizontal, 24)
            .navigationTitle("Sign In")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
            }
            .alert("Check your email", isPresented: $isShowingReset) {
                Button("OK") {}
            } message: {
                Text("We sent a link to reset your password.")
            }
        }
    }

    private func signIn() {
        guard canSignIn else { return }
        focusedField = nil
        onSignIn(email, password)
    }
}

#Preview("Sign-in screen") {
    SignInScreen()
}

#Preview("Sign-in screen, email filled") {
    SignInScreen(email: "jordan@example.com")
}
