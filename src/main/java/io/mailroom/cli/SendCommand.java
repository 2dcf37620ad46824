package io.mailroom.cli;

import io.mailroom.api.Email;
import io.mailroom.api.Envelope;
import io.mailroom.api.InputRules;
import io.mailroom.api.ServiceClient;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

@Command(name = "send", description = {
    "Send one email; it is never resent automatically.",
    "If the outcome is unknown (a timeout, or a server error after the service",
    "received it), mailroom says the email may have been sent and exits 6."
})
final class SendCommand implements Callable<Integer> {

    @ParentCommand
    MailroomCommand root;

    @Option(names = "--from", paramLabel = "ADDR", description = "Verified sender address (default: the --profile's default sender).")
    String from;

    @Option(names = "--to", required = true, paramLabel = "ADDR", description = "The one recipient.")
    String to;

    @Option(names = "--subject", required = true, paramLabel = "TEXT")
    String subject;

    @ArgGroup(exclusive = true, multiplicity = "1")
    Body body;

    @Option(names = "--json", description = "Print the service's response envelope as JSON.")
    boolean json;

    static final class Body {
        @Option(names = "--body", paramLabel = "TEXT", description = "The content of the email.")
        String text;

        @Option(names = "--body-file", paramLabel = "PATH", description = "Read the content from a file, or from stdin with -.")
        String file;
    }

    @Override
    public Integer call() throws IOException {
        Email email = InputRules.email(root.sender(from), to, subject, bodyText());
        try (ServiceClient client = root.connect()) {
            Envelope<Void> envelope = client.send(email);
            if (json) {
                JsonOutput.print(root.context.out(), envelope);
            } else {
                root.context.out().println("Sent to " + email.to() + " (requestId " + envelope.requestId() + ")");
            }
        }
        return ExitCode.OK;
    }

    private String bodyText() throws IOException {
        if (body.text != null) {
            return body.text;
        }
        if (body.file.equals("-")) {
            return new String(root.context.stdin().readAllBytes(), StandardCharsets.UTF_8);
        }
        Path path = Path.of(body.file);
        try {
            return Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UsageProblem("--body-file: cannot read " + path + " as UTF-8 text (" + e.getClass().getSimpleName() + ")");
        }
    }
}
