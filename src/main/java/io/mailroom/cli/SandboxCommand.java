package io.mailroom.cli;

import io.mailroom.sandbox.SandboxOptions;
import io.mailroom.sandbox.SandboxServer;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.net.BindException;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

@Command(name = "sandbox", description = {
    "Run the service emulator on loopback until interrupted (Ctrl+C).",
    "It answers the four /v1 endpoints like the service, with seed contacts,",
    "and keeps sent email in an outbox (GET /sandbox/outbox) instead of",
    "delivering it. --rate-limit sets the emulator's own limit."
})
final class SandboxCommand implements Callable<Integer> {

    static final int DEFAULT_PORT = 8787;

    @ParentCommand
    MailroomCommand root;

    @Option(names = "--port", paramLabel = "N", description = "Loopback port, 0 for any free one (default: ${DEFAULT-VALUE}).")
    int port = DEFAULT_PORT;

    @Option(names = "--seed-contacts", paramLabel = "N", description = "Contacts to create at start (default: ${DEFAULT-VALUE}).")
    int seedContacts = SandboxOptions.defaults().seedContacts();

    @Option(names = "--key", paramLabel = "KEY", description = "The API key it accepts (default: ${DEFAULT-VALUE}).")
    String key = SandboxOptions.defaults().apiKey();

    @Option(names = "--data-file", paramLabel = "PATH", description = "Keep contacts in this file across runs.")
    Path dataFile;

    @Override
    public Integer call() {
        SandboxOptions options;
        try {
            options = SandboxOptions.defaults()
                    .withPort(port)
                    .withApiKey(key)
                    .withRateLimit(root.rateLimit != null ? root.rateLimit : SandboxOptions.defaults().rateLimit())
                    .withSeedContacts(seedContacts)
                    .withPersistFile(dataFile);
        } catch (IllegalArgumentException e) {
            throw new UsageProblem(e.getMessage());
        }
        SandboxServer started;
        try {
            started = SandboxServer.start(options);
        } catch (UncheckedIOException | IllegalStateException e) {
            // A taken port or an unreadable data file is an everyday situation, not a bug:
            // say so plainly, without exception names.
            String why = e.getCause() instanceof BindException bind
                    ? " on 127.0.0.1:" + port + ": " + bind.getMessage()
                    : ": " + e.getMessage();
            root.context.err().println("mailroom: cannot start the sandbox" + why);
            return ExitCode.OTHER;
        }
        PrintWriter out = root.context.out();
        try (SandboxServer server = started) {
            out.println("Mailroom sandbox listening on " + server.baseUrl() + " (nothing is delivered)");
            out.println("Applications: " + String.join(", ", server.appIds()));
            out.println("Use it with:");
            out.println("  export " + MailroomCommand.BASE_URL_ENV + "=" + server.baseUrl());
            out.println("  export " + MailroomCommand.API_KEY_ENV + "=" + server.apiKey());
            out.println("Press Ctrl+C to stop.");
            out.flush();
            new CountDownLatch(1).await();
        } catch (InterruptedException stopped) {
            Thread.currentThread().interrupt();
        }
        return ExitCode.OK;
    }
}
