package io.mailroom.cli;

import io.mailroom.service.localcopy.Filter;
import io.mailroom.service.localcopy.FilterException;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads {@code --where FIELD=VALUE} with {@link Filter#parse}, while the command line is parsed: a
 * filter that is not one is refused before anything is read or sent, with the parser's words.
 */
final class WhereFilter implements ITypeConverter<Filter> {

    /** What --where says in every command's help. */
    static final String DESCRIPTION = "A filter; repeatable, those on one field OR-ed, on different fields AND-ed: "
            + "status=Confirmed, language=de, vip=2..5, company=ACME, birthday=12, registered=2024-01-01..2024-06-30, "
            + "lastActive=2025-01-01.., source=api, amount=present|absent.";

    @Override
    public Filter convert(String text) {
        try {
            return Filter.parse(text);
        } catch (FilterException e) {
            throw new TypeConversionException(e.getMessage());
        }
    }
}
