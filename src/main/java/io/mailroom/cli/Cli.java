package io.mailroom.cli;

import io.mailroom.api.ApiException;
import io.mailroom.api.InvalidInputException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.util.Map;
import picocli.CommandLine;

/**
 * Runs the {@code mailroom} command line. Everything it touches of the outside world
 * (environment, standard streams) is passed in, so tests run it in-process.
 */
public final class Cli {

    private Cli() {
    }

    public static int run(String[] args, Map<String, String> env, InputStream stdin, PrintWriter out, PrintWriter err) {
        CliContext context = new CliContext(env, stdin, out, err);
        CommandLine commandLine = new CommandLine(new MailroomCommand(context));
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
        // picocli starts its argument-group messages with "Error: ", which "mailroom: " already says.
        err.println("mailroom: " + e.getMessage().replaceFirst("^Error: ", ""));
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
        if (e instanceof UsageProblem usage) {
            err.println("mailroom: " + usage.getMessage());
            return ExitCode.INVALID_INPUT;
        }
        err.println("mailroom: unexpected failure: " + e);
        return ExitCode.OTHER;
    }
}
