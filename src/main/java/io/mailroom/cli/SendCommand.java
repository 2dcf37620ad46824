package io.mailroom.cli;

import io.mailroom.api.ServiceClient;
import io.mailroom.service.compose.Draft;
import io.mailroom.service.compose.DraftStore;
import io.mailroom.service.compose.EmailSending;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

@Command(name = "send", description = {
    "Send one email and record it in 'mailroom history'; it is never resent automatically.",
    "If the outcome is unknown (a timeout, or a server error after the service",
    "received it), mailroom says the email may have been sent and exits 6.",
    "--draft NAME sends a saved draft; options given replace the draft's fields.",
    "The draft is deleted once the service accepts the email, and kept otherwise.",
    "Placeholders such as {{firstName}} are filled from --fill (and the draft's values);",
    "one left without a value stops the send (exit 2) unless --send-unfilled is given."
})
final class SendCommand implements Callable<Integer> {

    @ParentCommand
    MailroomCommand root;

    @Option(names = "--draft", paramLabel = "NAME", description = "Send the saved draft of this name ('mailroom draft list').")
    String draftName;

    @Option(names = "--from", paramLabel = "ADDR",
            description = "Verified sender address (default: the draft's, else the --profile's default sender).")
    String from;

    @Option(names = "--to", paramLabel = "ADDR", description = "The one recipient (required without --draft).")
    String to;

    @Option(names = "--subject", paramLabel = "TEXT", description = "The subject line (required without --draft).")
    String subject;

    @ArgGroup(exclusive = true, multiplicity = "0..1")
    BodyOption body;

    @Mixin
    FillOption fill;

    @Option(names = "--send-unfilled", description = "Send even if a placeholder has no value; it goes out as typed.")
    boolean sendUnfilled;

    @Option(names = "--json", description = "Print the service's response envelope as JSON.")
    boolean json;

    @Override
    public Integer call() throws IOException {
        DraftStore drafts = root.drafts();
        Draft saved = null;
        if (draftName != null) {
            String name = MailroomCommand.draftName("--draft", draftName);
            saved = drafts.load(name).orElseThrow(() -> new UsageProblem("--draft: there is no draft named \"" + name
                    + "\" ('mailroom draft list' shows them)"));
        }
        String sender = from != null ? from
                : saved != null && saved.from() != null && !saved.from().isBlank() ? saved.from() : root.sender(null);
        Draft email = new Draft(saved == null ? null : saved.name(), root.profileLabel(), sender,
                pick("--to", to, saved == null ? null : saved.to()),
                pick("--subject", subject, saved == null ? null : saved.subject()),
                body != null ? body.read(root.context.stdin()) : pick("--body or --body-file", null, saved == null ? null : saved.body()),
                saved != null && saved.html(), fill.over(saved == null ? Map.of() : saved.fields()), null);
        try (ServiceClient client = root.connect()) {
            EmailSending.Sent sent = root.sending().send(client, email, sendUnfilled);
            if (sent.notRecorded() != null) {
                root.context.err().println("mailroom: note: the email was sent but is not in the history: " + sent.notRecorded().getMessage());
            }
            if (saved != null) {
                drafts.delete(saved.name());
            }
            if (json) {
                JsonOutput.print(root.context.out(), sent.envelope());
            } else {
                root.context.out().println("Sent to " + sent.entry().to() + " (requestId " + sent.entry().requestId() + ")"
                        + (saved != null ? "; the draft \"" + saved.name() + "\" was deleted" : ""));
            }
        }
        return ExitCode.OK;
    }

    /** The option's value, else the draft's field; neither is a usage problem (a draft's blank field is left to the input rules). */
    private String pick(String option, String given, String fromDraft) {
        if (given != null) {
            return given;
        }
        if (fromDraft != null) {
            return fromDraft;
        }
        throw new UsageProblem(option + " is required" + (draftName == null ? "" : " (the draft has none)"));
    }
}
