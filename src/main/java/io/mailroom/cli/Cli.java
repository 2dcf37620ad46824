package io.mailroom.cli;

import io.mailroom.api.ApiException;
import io.mailroom.api.InvalidInputException;
import io.mailroom.service.DataDirectory;
import io.mailroom.service.ListKeptChangingException;
import io.mailroom.service.ListTooLargeException;
import io.mailroom.service.compose.LocalDataException;
import io.mailroom.service.localcopy.LocalCopyException;
import io.mailroom.service.localcopy.SegmentException;
import io.mailroom.service.localcopy.SyncCancelledException;
import io.mailroom.service.localcopy.SyncRunningException;
import io.mailroom.service.profiles.InvalidProfileException;
import io.mailroom.service.profiles.ProfileException;
import io.mailroom.service.profiles.ProfileService;
import io.mailroom.service.profiles.ProfileStoreException;
import io.mailroom.service.secrets.SecretStoreException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.Map;
import java.util.function.Supplier;
import picocli.CommandLine;

/**
 * Runs the {@code mailroom} command line. Everything it touches of the outside world
 * (environment, standard streams) is passed in, so tests run it in-process.
 */
public final class Cli {

    private Cli() {
    }

    /** A run with the person's own profiles and keychain. */
    public static int run(String[] args, Map<String, String> env, InputStream stdin, PrintWriter out, PrintWriter err) {
        return run(args, env, stdin, out, err, () -> ProfileService.forUser(DataDirectory.resolve(env)), Terminal.stderrIsTerminal());
    }

    /** A run whose profiles come from {@code profiles}, made only if a command needs them; stderr is no terminal. */
    public static int run(String[] args, Map<String, String> env, InputStream stdin, PrintWriter out, PrintWriter err,
                          Supplier<ProfileService> profiles) {
        return run(args, env, stdin, out, err, profiles, false);
    }

    static int run(String[] args, Map<String, String> env, InputStream stdin, PrintWriter out, PrintWriter err,
                   Supplier<ProfileService> profiles, boolean errIsTerminal) {
        // Closed last: a Ctrl+C during a sync waits for the copies to be closed and the output flushed.
        try (CtrlC ctrlC = new CtrlC(); LazyProfiles lazyProfiles = new LazyProfiles(profiles)) {
            return run(args, new CliContext(env, stdin, out, err, lazyProfiles, errIsTerminal, ctrlC));
        }
    }

    private static int run(String[] args, CliContext context) {
        PrintWriter out = context.out();
        PrintWriter err = context.err();
        CommandLine commandLine = new CommandLine(new MailroomCommand(context));
        // "--profile sandbox" names a profile, not the sandbox subcommand.
        commandLine.setAllowSubcommandsAsOptionParameters(true);
        commandLine.setOut(out);
        commandLine.setErr(err);
        commandLine.setParameterExceptionHandler((e, parsed) -> usageError(e, err));
        commandLine.setExecutionExceptionHandler((e, cmd, parseResult) -> report(e, err));
        try {
            return commandLine.execute(args);
        } finally {
            out.flush();
            err.flush();
        }
    }

    /** The problem and where to read more: the full usage would bury the one line that matters. */
    private static int usageError(CommandLine.ParameterException e, PrintWriter err) {
        if (e instanceof CommandLine.UnmatchedArgumentException && e.getCommandLine().getCommand() instanceof ProfileSetKeyCommand) {
            // The extra argument is most likely the key itself: never repeat it.
            err.println("mailroom: set-key reads the key from standard input, never from an argument; "
                    + "e.g. mailroom profile set-key NAME < key.txt");
        } else {
            // picocli starts its argument-group messages with "Error: ", which "mailroom: " already says.
            err.println("mailroom: " + e.getMessage().replaceFirst("^Error: ", ""));
        }
        err.println("Try '" + e.getCommandLine().getCommandSpec().qualifiedName() + " --help'.");
        return ExitCode.INVALID_INPUT;
    }

    /** One line on stderr — the message carries the service's code and requestId — and the exit code. */
    private static int report(Exception e, PrintWriter err) {
        if (e instanceof InvalidInputException invalid) {
            err.println("mailroom: " + invalid.getMessage() + " (nothing was sent)");
            return ExitCode.INVALID_INPUT;
        }
        if (e instanceof ApiException api) {
            err.println("mailroom: " + api.getMessage());
            return ExitCode.of(api);
        }
        if (e instanceof UsageProblem || e instanceof ProfileException || e instanceof InvalidProfileException) {
            err.println("mailroom: " + e.getMessage());
            return ExitCode.INVALID_INPUT;
        }
        if (e instanceof CommandStopped stopped) {
            err.println("mailroom: " + stopped.getMessage());
            return stopped.exitCode();
        }
        if (e instanceof SegmentException segment) {
            err.println("mailroom: " + segment.getMessage());
            return switch (segment.reason()) {
                case NAME_TAKEN, NOT_FOUND -> ExitCode.INVALID_INPUT;
                case FILE_DAMAGED, FILE_FAILED -> ExitCode.OTHER;
            };
        }
        if (e instanceof SyncCancelledException cancelled) {
            err.println("mailroom: " + cancelled.getMessage());
            return ExitCode.CANCELLED;
        }
        if (e instanceof ListKeptChangingException || e instanceof ListTooLargeException) {
            err.println("mailroom: " + e.getMessage());
            return ExitCode.LIST_NOT_READ;
        }
        if (e instanceof SecretStoreException || e instanceof ProfileStoreException || e instanceof LocalDataException
                || e instanceof LocalCopyException || e instanceof SyncRunningException) {
            err.println("mailroom: " + e.getMessage());
            return ExitCode.OTHER;
        }
        err.println("mailroom: unexpected failure: " + e);
        return ExitCode.OTHER;
    }
}
