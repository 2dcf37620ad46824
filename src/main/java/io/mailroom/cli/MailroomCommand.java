package io.mailroom.cli;

import io.mailroom.api.ApiKey;
import io.mailroom.api.ClientConfig;
import io.mailroom.api.ServiceClient;
import io.mailroom.service.Connections;
import io.mailroom.service.Version;
import java.time.Duration;
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
            "The API key comes from the environment variable MAILROOM_API_KEY; the service's",
            "address from --base-url or MAILROOM_BASE_URL. 'mailroom sandbox' runs a local",
            "emulator of the service that delivers nothing."
        },
        footerHeading = "%nExit codes:%n",
        footer = {
            "  0  success",
            "  2  invalid input or usage (nothing was sent)",
            "  3  the API key was rejected",
            "  4  refused by the service",
            "  5  network failure or timeout",
            "  6  send outcome unknown: the email may have been sent",
            "  7  some items of a bulk command failed",
            "  1  anything else"
        },
        subcommands = {SendCommand.class, ContactsCommand.class, SandboxCommand.class})
final class MailroomCommand {

    static final String API_KEY_ENV = "MAILROOM_API_KEY";
    static final String BASE_URL_ENV = "MAILROOM_BASE_URL";

    final CliContext context;

    @Option(names = "--base-url", paramLabel = "URL", scope = ScopeType.INHERIT,
            description = "Address of the service, e.g. https://api.example.com (default: $MAILROOM_BASE_URL).")
    String baseUrl;

    @Option(names = "--rate-limit", paramLabel = "RPS", scope = ScopeType.INHERIT,
            description = "Requests per second the service allows this key (default: ${DEFAULT-VALUE}).")
    int rateLimit = ClientConfig.DEFAULT_RATE_LIMIT;

    @Option(names = "--timeout", paramLabel = "SECONDS", scope = ScopeType.INHERIT,
            description = "Seconds to wait for each answer (default: ${DEFAULT-VALUE}).")
    int timeoutSeconds = (int) ClientConfig.DEFAULT_REQUEST_TIMEOUT.toSeconds();

    @Option(names = {"-v", "--verbose"}, scope = ScopeType.INHERIT,
            description = "Log each request to stderr (method, path, status, code, requestId, time).")
    boolean verbose;

    MailroomCommand(CliContext context) {
        this.context = context;
    }

    /** A client for the configured service; the caller closes it. */
    ServiceClient connect() {
        String url = baseUrl != null ? baseUrl : context.env().get(BASE_URL_ENV);
        if (url == null || url.isBlank()) {
            throw new UsageProblem("no service address: pass --base-url URL or set " + BASE_URL_ENV);
        }
        String key = context.env().get(API_KEY_ENV);
        if (key == null || key.isBlank()) {
            throw new UsageProblem("no API key: set the environment variable " + API_KEY_ENV);
        }
        if (timeoutSeconds < 1) {
            throw new UsageProblem("--timeout must be at least 1 second");
        }
        Duration timeout = Duration.ofSeconds(timeoutSeconds);
        Duration connectTimeout = timeout.compareTo(ClientConfig.DEFAULT_CONNECT_TIMEOUT) < 0 ? timeout : ClientConfig.DEFAULT_CONNECT_TIMEOUT;
        ClientConfig config = ClientConfig.of(url, ApiKey.of(key))
                .withRateLimit(rateLimit)
                .withTimeouts(connectTimeout, timeout);
        Connections connections = new Connections();
        if (verbose) {
            connections.activity().subscribe(entry -> {
                context.err().println("mailroom: " + entry.line());
                context.err().flush();
            });
        }
        return connections.open(config);
    }

    static final class VersionProvider implements IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {"mailroom " + Version.current()};
        }
    }
}
