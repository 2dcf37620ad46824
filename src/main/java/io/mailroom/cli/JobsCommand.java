package io.mailroom.cli;

import io.mailroom.service.localcopy.JobJournal;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.ParentCommand;

@Command(name = "jobs", description = {
    "Show the import jobs of a --profile: each is kept in the profile's local copy with every",
    "row it sends and the service's answer, so that an import stopped in any way (Ctrl+C, a",
    "crash, a lost network) resumes with 'mailroom contacts import --resume JOB' without",
    "sending an accepted row again."
}, subcommands = {JobsListCommand.class, JobsShowCommand.class})
final class JobsCommand {

    @ParentCommand
    MailroomCommand root;

    /** The journal of {@code root}'s profile, when its copy exists; jobs are kept in a profile's copy, so there is none without a profile. */
    static Optional<JobJournal> journal(MailroomCommand root) {
        if (root.profile().isEmpty()) {
            throw new UsageProblem("jobs are kept per profile: pass --profile NAME ('mailroom profile list')");
        }
        return CommandCopy.existing(root).map(JobJournal::new);
    }
}
