package io.mailroom.cli;

import io.mailroom.api.InvalidInputException;
import io.mailroom.service.compose.Draft;
import io.mailroom.service.compose.DraftStore;
import io.mailroom.service.compose.UnreadableDraftException;
import io.mailroom.service.profiles.Profile;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

@Command(name = "save", description = {
    "Save a draft under a name, creating it or changing the fields given.",
    "A draft may be unfinished: nothing but the body's length (at most 10,000,000",
    "characters, as for sending) is checked until it is sent. Fields not given",
    "keep the draft's value; --profile records the profile it is for."
})
final class DraftSaveCommand implements Callable<Integer> {

    @ParentCommand
    DraftCommand draft;

    @Parameters(index = "0", paramLabel = "NAME", description = "One line, at most " + DraftStore.MAX_NAME_LENGTH + " characters.")
    String name;

    @Option(names = "--from", paramLabel = "ADDR", description = "Sender address (default when sent: the profile's default sender).")
    String from;

    @Option(names = "--to", paramLabel = "ADDR", description = "The one recipient.")
    String to;

    @Option(names = "--subject", paramLabel = "TEXT")
    String subject;

    @ArgGroup(exclusive = true, multiplicity = "0..1")
    BodyOption body;

    @Option(names = "--html", negatable = true, description = "The body is HTML (--no-html: plain text, the default for a new draft).")
    Boolean html;

    @Mixin
    FillOption fill;

    @Override
    public Integer call() throws IOException {
        String checked = MailroomCommand.draftName("NAME", name);
        DraftStore store = draft.store();
        Optional<Draft> existing;
        try {
            existing = store.load(checked);
        } catch (UnreadableDraftException e) {
            // The damaged file is set aside by now: this save starts the draft afresh.
            draft.report(List.of(e.unreadable()));
            existing = Optional.empty();
        }
        Draft old = existing.orElse(new Draft(checked, null, null, null, null, null, false, null, null));
        String profile = draft.root.profile().map(Profile::name).orElse(old.profile());
        Draft saved;
        try {
            saved = store.save(new Draft(checked, profile,
                    from != null ? from : old.from(),
                    to != null ? to : old.to(),
                    subject != null ? subject : old.subject(),
                    body != null ? body.read(draft.root.context.stdin()) : old.body(),
                    html != null ? html : old.html(), fill.over(old.fields()), null));
        } catch (InvalidInputException e) {
            throw new UsageProblem("the draft \"" + checked + "\" was not saved: " + e.getMessage());
        }
        draft.root.context.out().println((existing.isPresent() ? "Updated" : "Saved") + " the draft \"" + saved.name() + "\"");
        return ExitCode.OK;
    }
}
