package io.mailroom.service.compose;

import io.mailroom.service.ReadProblem;

/** Why a line of the history could not be read or shown, with its number (from 1). */
public record LineProblem(int line, ReadProblem problem) {

    /** "line 3: not valid JSON at character 9", as the command line says it. */
    public String english() {
        return "line " + line + ": " + problem.english();
    }
}
