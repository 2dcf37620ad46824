package io.mailroom.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** The body of an email: given as text, or read from a file or stdin ({@code -}). */
final class BodyOption {

    @Option(names = "--body", paramLabel = "TEXT", description = "The content of the email.")
    String text;

    @Option(names = "--body-file", paramLabel = "PATH", description = "Read the content from a file, or from stdin with -.")
    String file;

    String read(InputStream stdin) throws IOException {
        if (text != null) {
            return text;
        }
        if (file.equals("-")) {
            return new String(stdin.readAllBytes(), StandardCharsets.UTF_8);
        }
        Path path = Path.of(file);
        try {
            return Files.readString(path, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UsageProblem("--body-file: cannot read " + path + " as UTF-8 text (" + e.getClass().getSimpleName() + ")");
        }
    }
}
