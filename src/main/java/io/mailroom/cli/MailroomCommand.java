package io.mailroom.cli;

import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.Connections;
import io.mailroom.service.DataDirectory;
import io.mailroom.service.compose.DraftStore;
import io.mailroom.service.compose.EmailSending;
import io.mailroom.service.compose.SendHistory;
import io.mailroom.service.profiles.AppRef;
import io.mailroom.service.profiles.MissingKeyException;
import io.mailroom.service.profiles.Profile;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.Version;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.IVersionProvider;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

@Command(name = "mailroom",
        mixinStandardHelpOptions = true,
        scope = ScopeType.INHERIT,
        versionProvider = MailroomCommand.VersionProvider.class,
        description = {
            "Send email and manage contacts of the Email Delivery Service.",
            "--profile NAME uses a saved profile and the key stored for it in the system",
            "keychain ('mailroom profile --help'); the built-in profile Sandbox needs no key.",
            "Without a profile: --base-url or MAILROOM_BASE_URL, and MAILROOM_API_KEY.",
            "MAILROOM_API_KEY also overrides a profile's stored key.",
            "Drafts, the history of sent emails and the profiles' local copies of the contacts",
            "are kept in $MAILROOM_DATA_DIR, else the system's place for application data",
            "(~/.local/share/mailroom on Linux).",
            "'mailroom sandbox' runs a local emulator of the service that delivers nothing."
        },
        footerHeading = "%nExit codes:%n",
        footer = {
            "  0  success",
            "  2  invalid input or usage (nothing was sent)",
            "  3  the API key was rejected",
            "  4  refused by the service",
            "  5  network failure or timeout",
            "  6  send outcome unknown: the email may have been sent",
            "  7  some items of a bulk command failed, or an import rejects rows",
            "  8  contacts list --all, sync or find could not read the whole list",
            "130  a sync, export or import stopped by Ctrl+C (a sync or import resumes)",
            "  1  anything else"
        },
        subcommands = {SendCommand.class, DraftCommand.class, HistoryCommand.class, ContactsCommand.class, SegmentCommand.class,
            JobsCommand.class, ChangesCommand.class, TrashCommand.class, UndoCommand.class, ProfileCommand.class, SandboxCommand.class})
final class MailroomCommand {

    static final String API_KEY_ENV = "MAILROOM_API_KEY";
    static final String BASE_URL_ENV = "MAILROOM_BASE_URL";

    final CliContext context;

    @Option(names = "--profile", paramLabel = "NAME", scope = ScopeType.INHERIT,
            description = "Use a saved profile: its address, applications, senders, limits and stored key.")
    String profileName;

    @Option(names = "--base-url", paramLabel = "URL", scope = ScopeType.INHERIT,
            description = "Address of the service, e.g. https://api.example.com (default: $MAILROOM_BASE_URL).")
    String baseUrl;

    @Option(names = "--rate-limit", paramLabel = "RPS", scope = ScopeType.INHERIT,
            description = "Requests per second the service allows this key (default: the profile's, else "
                    + ClientConfig.DEFAULT_RATE_LIMIT + ").")
    Integer rateLimit;

    @Option(names = "--timeout", paramLabel = "SECONDS", scope = ScopeType.INHERIT,
            description = "Seconds to wait for each answer (default: the profile's, else "
                    + ClientConfig.DEFAULT_REQUEST_TIMEOUT_SECONDS + ").")
    Integer timeoutSeconds;

    @Option(names = {"-v", "--verbose"}, scope = ScopeType.INHERIT,
            description = "Log each request to stderr (method, path, status, code, requestId, time).")
    boolean verbose;

    private Profile chosenProfile;

    MailroomCommand(CliContext context) {
        this.context = context;
    }

    /** The profile named by --profile, if any. */
    Optional<Profile> profile() {
        if (profileName == null) {
            return Optional.empty();
        }
        if (chosenProfile == null) {
            if (baseUrl != null) {
                throw new UsageProblem("--profile and --base-url cannot be used together");
            }
            chosenProfile = context.profiles().get().require(profileName);
        }
        return Optional.of(chosenProfile);
    }

    /** The --app given, or the profile's application when it has just one. */
    String appId(String given) {
        if (given != null) {
            return given;
        }
        Profile profile = profile().orElseThrow(() -> new UsageProblem("--app is required"));
        if (profile.apps().size() == 1) {
            return profile.apps().getFirst().appId();
        }
        throw new UsageProblem("--app is required: the profile \"" + profile.name() + "\" has "
                + profile.apps().size() + " applications (" + String.join(", ", profile.apps().stream().map(AppRef::appId).toList()) + ")");
    }

    /** The --from given, or the profile's default sender. */
    String sender(String given) {
        if (given != null) {
            return given;
        }
        return profile().map(Profile::defaultSender).orElseThrow(() -> new UsageProblem(profile().isPresent()
                ? "--from is required: the profile \"" + profileName + "\" has no sender addresses"
                : "--from is required"));
    }

    /** Where drafts and history live: MAILROOM_DATA_DIR of this run's environment, else the system's place. */
    Path dataDirectory() {
        return DataDirectory.resolve(context.env());
    }

    DraftStore drafts() {
        return new DraftStore(dataDirectory(), Clock.systemUTC());
    }

    SendHistory history() {
        return new SendHistory(dataDirectory(), Clock.systemUTC());
    }

    EmailSending sending() {
        return new EmailSending(history(), Clock.systemUTC());
    }

    /** What the history records as the profile: its name, or the service's address when none was chosen. */
    String profileLabel() {
        return profile().map(Profile::name).orElseGet(() -> baseUrl != null ? baseUrl : context.env().get(BASE_URL_ENV));
    }

    /** A draft's name as given on the command line, checked by the drafts' own rule. */
    static String draftName(String option, String given) {
        try {
            return DraftStore.checkName(given);
        } catch (IllegalArgumentException e) {
            throw new UsageProblem(option + ": " + e.getMessage());
        }
    }

    int requestsPerSecond() {
        return rateLimit != null ? rateLimit : profile().map(Profile::rateLimit).orElse(ClientConfig.DEFAULT_RATE_LIMIT);
    }

    /** A client for the chosen profile or address; the caller closes it. */
    ServiceClient connect() {
        if (timeoutSeconds != null && timeoutSeconds < 1) {
            throw new UsageProblem("--timeout must be at least 1 second");
        }
        Optional<ApiKey> keyFromEnv = Optional.ofNullable(context.env().get(API_KEY_ENV)).filter(key -> !key.isBlank()).map(ApiKey::of);
        Optional<Profile> chosen = profile();
        if (chosen.isPresent()) {
            ProfileService profiles = context.profiles().get();
            Profile profile = chosen.get().withRateLimit(requestsPerSecond());
            if (timeoutSeconds != null) {
                profile = profile.withRequestTimeout(Duration.ofSeconds(timeoutSeconds));
            }
            logRequests(profiles.connections());
            try {
                return profiles.connect(profile, keyFromEnv);
            } catch (MissingKeyException e) {
                throw new UsageProblem(e.getMessage() + ": run 'mailroom profile set-key " + profile.name()
                        + "' or set " + API_KEY_ENV);
            }
        }
        String url = baseUrl != null ? baseUrl : context.env().get(BASE_URL_ENV);
        if (url == null || url.isBlank()) {
            throw new UsageProblem("no service: pass --profile NAME ('mailroom profile list') or --base-url URL, or set " + BASE_URL_ENV);
        }
        ApiKey key = keyFromEnv.orElseThrow(() -> new UsageProblem("no API key: set the environment variable " + API_KEY_ENV));
        int seconds = timeoutSeconds != null ? timeoutSeconds : ClientConfig.DEFAULT_REQUEST_TIMEOUT_SECONDS;
        ClientConfig config = ClientConfig.of(url, key)
                .withRateLimit(requestsPerSecond())
                .withTimeouts(connectTimeout(seconds), Duration.ofSeconds(seconds));
        Connections connections = new Connections();
        logRequests(connections);
        return connections.open(config);
    }

    private static Duration connectTimeout(int requestSeconds) {
        Duration request = Duration.ofSeconds(requestSeconds);
        return request.compareTo(ClientConfig.DEFAULT_CONNECT_TIMEOUT) < 0 ? request : ClientConfig.DEFAULT_CONNECT_TIMEOUT;
    }

    private void logRequests(Connections connections) {
        if (verbose) {
            connections.activity().subscribe(entry -> {
                context.err().println("mailroom: " + entry.line());
                context.err().flush();
            });
        }
    }

    static final class VersionProvider implements IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"mailroom " + Version.current()};
        }
    }
}
