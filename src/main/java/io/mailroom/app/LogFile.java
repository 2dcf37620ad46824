package io.mailroom.app;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.function.UnaryOperator;
import java.util.logging.FileHandler;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * The desktop app's log: {@code <data directory>/logs/mailroom-0.log}, the newest, rotated into
 * {@code mailroom-1.log} and {@code mailroom-2.log} at 2 MB each, so an installed app that fails leaves a trace. {@code System.Logger} goes to
 * java.util.logging, whose root logger writes here from INFO up. Every line passes through the
 * session's redaction, as the activity log and the screens do, so no API key reaches the file.
 * The command line never opens it: {@code -v} writes to its standard error as before.
 */
final class LogFile implements AutoCloseable {

    static final String FOLDER = "logs";
    static final String NEWEST = "mailroom-0.log";
    static final int FILE_BYTES = 2 * 1024 * 1024;
    static final int FILES = 3;

    private final Handler handler;

    private LogFile(Handler handler) {
        this.handler = handler;
    }

    /** Starts writing the app's log into {@code dataDirectory}; {@code redact} takes out what must not be written. */
    static LogFile open(Path dataDirectory, UnaryOperator<String> redact) {
        Path folder = folderIn(dataDirectory);
        try {
            Files.createDirectories(folder);
            // %g numbers the rotated files, 0 the newest; a % of the folder's own name is escaped.
            FileHandler handler = new FileHandler(folder.toString().replace("%", "%%") + "/mailroom-%g.log", FILE_BYTES, FILES, true);
            handler.setEncoding(StandardCharsets.UTF_8.name());
            handler.setLevel(Level.INFO);
            handler.setFormatter(new Redacting(redact));
            Logger.getLogger("").addHandler(handler);
            return new LogFile(handler);
        } catch (IOException e) {
            throw new UncheckedIOException("the log file cannot be opened in " + folder, e);
        }
    }

    /** Where the log files of {@code dataDirectory} are, whether or not they could be opened. */
    static Path folderIn(Path dataDirectory) {
        return dataDirectory.resolve(FOLDER);
    }

    @Override
    public void close() {
        Logger.getLogger("").removeHandler(handler);
        handler.close();
    }

    /** One record a line or more: time, level, logger, message, then the stack trace; all of it redacted. */
    private static final class Redacting extends Formatter {

        private final UnaryOperator<String> redact;

        Redacting(UnaryOperator<String> redact) {
            this.redact = redact;
        }

        @Override
        public String format(LogRecord record) {
            StringBuilder line = new StringBuilder()
                    .append(Instant.ofEpochMilli(record.getMillis())).append(' ')
                    .append(record.getLevel().getName()).append(' ')
                    .append(record.getLoggerName()).append(": ")
                    .append(formatMessage(record)).append(System.lineSeparator());
            if (record.getThrown() != null) {
                StringWriter trace = new StringWriter();
                record.getThrown().printStackTrace(new PrintWriter(trace));
                line.append(trace);
            }
            return redact.apply(line.toString());
        }
    }
}
