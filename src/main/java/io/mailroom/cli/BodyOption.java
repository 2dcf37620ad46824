package io.mailroom.cli;

import io.mailroom.api.InputRules;
import io.mailroom.api.InputRule;
import io.mailroom.api.InvalidInputException;
import io.mailroom.service.Utf8Text;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The body of an email: given as text, or read from a file or stdin ({@code -}), which must be UTF-8 text. */
final class BodyOption {

    /**
     * The most bytes a body within the limit can take as UTF-8: three per character (a surrogate pair,
     * two characters, takes four). Reading stops past it, so that {@code /dev/zero} or a file of
     * gigabytes is refused rather than filling the memory.
     */
    static final int MOST_BYTES = 3 * InputRules.MAX_BODY_LENGTH;

    @Option(names = "--body", paramLabel = "TEXT", description = "The content of the email.")
    String text;

    @Option(names = "--body-file", paramLabel = "PATH", description = "Read the content from a file, or from stdin with -; it must be UTF-8 text.")
    String file;

    String read(InputStream stdin) throws IOException {
        if (text != null) {
            return text;
        }
        boolean fromStdin = file.equals("-");
        String source = fromStdin ? "standard input" : file;
        byte[] bytes;
        try {
            bytes = fromStdin ? stdin.readNBytes(MOST_BYTES + 1) : readAtMost(Path.of(file));
        } catch (NoSuchFileException e) {
            throw new UsageProblem("--body-file: there is no file " + source);
        } catch (AccessDeniedException e) {
            throw new UsageProblem("--body-file: " + source + " may not be read (permission denied)");
        } catch (IOException e) {
            throw new UsageProblem("--body-file: cannot read " + source + (e.getMessage() == null ? "" : " (" + e.getMessage() + ")"));
        }
        if (bytes.length > MOST_BYTES) {
            throw new InvalidInputException("body", InputRule.FILE_TOO_LONG, InputRules.MAX_BODY_LENGTH, source);
        }
        // Strict for a file and a pipe alike: a byte that is not UTF-8 would otherwise go out as U+FFFD.
        try {
            return Utf8Text.decode(bytes);
        } catch (Utf8Text.NotUtf8Exception e) {
            throw new UsageProblem("--body-file: " + source + " is " + e.getMessage() + "; save it as UTF-8 and try again");
        }
    }

    private static byte[] readAtMost(Path path) throws IOException {
        try (InputStream in = Files.newInputStream(path)) {
            return in.readNBytes(MOST_BYTES + 1);
        }
    }
}
