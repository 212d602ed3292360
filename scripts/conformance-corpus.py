#!/usr/bin/env python3
"""Writes wirebench's JSON conformance corpus (check/src/main/resources/conformance/): small
documents named y_* (RFC 8259 requires a parser to accept them), n_* (not JSON text by RFC 8259's
grammar, so a strict parser rejects them) and i_* (RFC 8259 leaves the outcome to the
implementation), and index.tsv with each file's category and the reason for its expectation.
wirebench's own cases, in the method of the JSONTestSuite project (no file of it is copied).
Run it again after changing a case; the files are committed."""
import os, shutil, sys

OUT = os.path.join(os.path.dirname(__file__), '..', 'check', 'src', 'main', 'resources', 'conformance')
cases = []

def add(kind, category, name, data, why):
    if isinstance(data, str):
        data = data.encode('utf-8')
    cases.append((f'{kind}_{category}_{name}.json', category, why, data))

# structure (RFC 8259 section 2: value, begin/end array and object, name-separator, value-separator)
for n, d in [('empty_array', '[]'), ('empty_object', '{}'), ('one_element', '[1]'), ('two_elements', '[1,2]'),
             ('object_one_member', '{"a":1}'), ('object_two_members', '{"a":1,"b":2}'),
             ('nested_object', '{"a":{"b":{"c":[]}}}'), ('array_of_objects', '[{},{"a":[]},{}]'),
             ('mixed_values', '[1,"a",true,false,null,{},[],-0.5]'), ('empty_key', '{"":0}'),
             ('key_with_escapes', '{"a\\nb\\u0041":1}'), ('same_value_keys', '{"a":1,"b":1}'),
             ('array_nested_10', '[' * 10 + ']' * 10), ('array_nested_100', '[' * 100 + ']' * 100),
             ('object_nested_100', '{"a":' * 100 + '0' + '}' * 100), ('long_array', '[' + ','.join(['1'] * 1000) + ']'),
             ('object_many_members', '{' + ','.join(f'"k{i}":{i}' for i in range(500)) + '}'),
             ('string_of_object_syntax', '["{\\"a\\":1}"]')]:
    add('y', 'structure', n, d, 'RFC 8259 section 2-5: a well-formed ' + n.replace('_', ' '))
for n, d in [('unclosed_array', '['), ('unopened_array', ']'), ('unclosed_object', '{'), ('unopened_object', '}'),
             ('trailing_comma_array', '[1,]'), ('leading_comma_array', '[,1]'), ('double_comma', '[1,,2]'),
             ('missing_comma', '[1 2]'), ('only_comma', '[,]'), ('member_without_value', '{"a"}'),
             ('member_without_colon', '{"a" 1}'), ('member_missing_value', '{"a":}'), ('colon_in_array', '[1:2]'),
             ('comma_instead_of_colon', '{"a",1}'), ('trailing_comma_object', '{"a":1,}'), ('empty_member', '{,}'),
             ('unquoted_key', '{a:1}'), ('single_quoted_key', "{'a':1}"), ('number_key', '{1:1}'),
             ('literal_key', '{null:1}'), ('array_as_key', '{[]:1}'), ('missing_comma_members', '{"a":1 "b":2}'),
             ('extra_close_array', '[1]]'), ('extra_close_object', '{"a":1}}'), ('mismatched_close', '[1}'),
             ('mismatched_close_object', '{"a":1]'), ('unclosed_nested', '[[1]'), ('double_colon', '{"a"::1}'),
             ('array_then_object_close', '[{]'), ('colon_only', ':'), ('comma_only', ',')]:
    add('n', 'structure', n, d, 'RFC 8259 section 2-5: not the grammar (' + n.replace('_', ' ') + ')')

# literals (section 3: false, null, true in lower case)
for n, d in [('true', '[true]'), ('false', '[false]'), ('null', '[null]'), ('literals_in_object', '{"a":true,"b":false,"c":null}')]:
    add('y', 'literals', n, d, 'RFC 8259 section 3: the literal names are lower case')
for n, d in [('True', '[True]'), ('FALSE', '[FALSE]'), ('Null', '[Null]'), ('truncated_true', '[tru]'),
             ('truncated_null', '[nul]'), ('truncated_false', '[fals]'), ('true_suffix', '[truex]'), ('undefined', '[undefined]'),
             ('NaN', '[NaN]'), ('Infinity', '[Infinity]'), ('minus_Infinity', '[-Infinity]'), ('nil', '[nil]'),
             ('None', '[None]'), ('true_with_space', '[t rue]')]:
    add('n', 'literals', n, d, 'RFC 8259 section 3 and 6: only true, false and null; NaN and Infinity are not permitted')

# numbers (section 6: -? int frac? exp?, int = 0 / [1-9] digit*)
for n, d in [('zero', '[0]'), ('minus_zero', '[-0]'), ('one', '[1]'), ('minus_one', '[-1]'), ('fraction', '[0.5]'),
             ('minus_fraction', '[-0.5]'), ('exp', '[1e5]'), ('exp_upper', '[1E5]'), ('exp_plus', '[1e+5]'),
             ('exp_upper_plus', '[1E+2]'), ('exp_minus', '[1e-5]'), ('fraction_exp', '[1.5e10]'),
             ('minus_zero_fraction', '[-0.0]'), ('zero_exp', '[0e0]'), ('zero_exp_plus', '[0E+1]'),
             ('big_int_in_range', '[123456789]'), ('trailing_zero_fraction', '[1.0]'), ('small_fraction', '[0.000001]'),
             ('minus_exp_minus', '[-1e-2]'), ('long_max', '[9223372036854775807]'), ('long_min', '[-9223372036854775808]'),
             ('int_max', '[2147483647]'), ('double_max', '[1.7976931348623157e308]'), ('double_min_normal', '[2.2250738585072014e-308]'),
             ('exp_leading_zeros', '[1e005]'), ('many_fraction_digits', '[0.12345678901234567890]'), ('top_level_number', '42'),
             ('top_level_negative_fraction', '-1.5'), ('number_in_object', '{"n":-12.5e-3}')]:
    add('y', 'numbers', n, d, 'RFC 8259 section 6: the number grammar allows it')
for n, d in [('leading_zero', '[01]'), ('minus_leading_zero', '[-01]'), ('plus', '[+1]'), ('leading_dot', '[.5]'),
             ('trailing_dot', '[1.]'), ('exp_no_digits', '[1e]'), ('exp_sign_no_digits', '[1e+]'), ('dot_exp', '[1.e5]'),
             ('hex', '[0x10]'), ('underscore', '[1_000]'), ('double_minus', '[--1]'), ('minus_space', '[- 1]'),
             ('two_dots', '[1.5.5]'), ('two_exps', '[1e5e5]'), ('Inf', '[Inf]'), ('zero_dot', '[0.]'), ('dot_only', '[.]'),
             ('minus_only', '[-]'), ('leading_zeros', '[007]'), ('minus_dot', '[-.5]'), ('exp_dot', '[1e5.5]'),
             ('exp_only', '[e5]'), ('plus_zero', '[+0]'), ('octal_like', '[012]'), ('comma_decimal', '[1,5.]'),
             ('fullwidth_digit', '[\uff11]'), ('minus_exp', '[-e5]'), ('exp_minus_only', '[1e-]')]:
    add('n', 'numbers', n, d, 'RFC 8259 section 6: not the number grammar (' + n.replace('_', ' ') + ')')
for n, d in [('exp_400', '[1e400]'), ('minus_exp_400', '[-1e400]'), ('underflow', '[1e-400]'),
             ('int_30_digits', '[123456789012345678901234567890]'), ('int_1000_digits', '[' + '7' * 1000 + ']'),
             ('fraction_1000_digits', '[0.' + '3' * 1000 + ']'), ('beyond_double_precision', '[9007199254740993]'),
             ('huge_exp', '[1e99999999999]')]:
    add('i', 'numbers', n, d, 'RFC 8259 section 6: a parser may limit the range and precision of numbers')

# strings (section 7)
for n, d in [('empty', '[""]'), ('ascii', '["abc"]'), ('escaped_quote', '["\\""]'), ('escaped_backslash', '["\\\\"]'),
             ('escaped_slash', '["\\/"]'), ('escaped_controls', '["\\b\\f\\n\\r\\t"]'), ('u_escape_ascii', '["\\u0041"]'),
             ('u_escape_latin1', '["\\u00e9"]'), ('u_escape_euro', '["\\u20ac"]'), ('u_escape_upper_hex', '["\\u00E9"]'),
             ('u_escape_pair', '["\\ud83d\\ude00"]'), ('u_escape_nul', '["\\u0000"]'), ('u_escape_noncharacter', '["\\uffff"]'),
             ('raw_latin1', '["\u00e9"]'), ('raw_euro', '["\u20ac"]'), ('raw_emoji', '["\U0001F600"]'),
             ('raw_del', '["\x7f"]'), ('raw_noncharacter', '["\uffff"]'), ('raw_line_separator', '["\u2028"]'),
             ('many_escapes', '["' + '\\n' * 100 + '"]'), ('long_string', '["' + 'x' * 10000 + '"]'),
             ('string_with_brackets', '["[]{},:"]'), ('top_level_string', '"abc"'), ('escaped_solidus_in_key', '{"\\/":1}'),
             ('u_escape_line_separator', '["\\u2028"]'), ('cjk', '["\u65e5\u672c"]')]:
    add('y', 'strings', n, d, 'RFC 8259 section 7: a valid string')
for c in range(0x20):
    add('n', 'strings', f'raw_control_{c:02x}', b'["a' + bytes([c]) + b'"]',
        'RFC 8259 section 7: control characters U+0000 to U+001F must be escaped')
for n, d in [('escape_a', '["\\a"]'), ('escape_x', '["\\x41"]'), ('escape_quote_single', '["\\\'"]'), ('escape_zero', '["\\0"]'),
             ('escape_U_upper', '["\\U0041"]'), ('u_escape_short', '["\\u12"]'), ('u_escape_bad_hex', '["\\u12G4"]'),
             ('escape_at_end', '["\\'), ('unterminated', '["abc'), ('single_quotes', "['a']"), ('unquoted_string', '[abc]'),
             ('escape_space', '["\\ "]'), ('escape_v', '["\\v"]'), ('u_escape_no_digits', '["\\u"]'),
             ('backslash_unescaped_end', '["\\"]'), ('escape_e', '["\\e"]'), ('quote_in_string', '["a"b"]'),
             ('u_escape_plus', '["\\u+123"]'), ('escaped_newline_raw', '["\\\n"]')]:
    add('n', 'strings', n, d, 'RFC 8259 section 7: not a valid string (' + n.replace('_', ' ') + ')')
for n, d in [('lone_high_surrogate', '["\\ud800"]'), ('lone_low_surrogate', '["\\udc00"]'),
             ('two_high_surrogates', '["\\ud800\\ud800"]'), ('reversed_pair', '["\\ude00\\ud83d"]'),
             ('high_surrogate_then_char', '["\\ud800a"]')]:
    add('i', 'strings', n, d, 'RFC 8259 section 8.2: strings with unpaired surrogates; the behavior of software that receives them is unpredictable')

# encoding (section 8.1: JSON text exchanged between systems MUST be UTF-8)
for n, d in [('invalid_byte_ff', b'["\xff"]'), ('overlong_nul', b'["\xc0\x80"]'), ('overlong_slash', b'["\xc0\xaf"]'),
             ('encoded_surrogate', b'["\xed\xa0\x80"]'), ('truncated_sequence', b'["\xe2\x82"]'), ('lone_continuation', b'["\x80"]'),
             ('beyond_unicode', b'["\xf4\x90\x80\x80"]'), ('latin1_byte', b'["\xe9"]'), ('invalid_in_key', b'{"\xff":1}'),
             ('utf16le_bom', b'\xff\xfe[\x001\x00]\x00'), ('utf16be', b'\x00[\x001\x00]')]:
    add('i', 'encoding', n, d, 'RFC 8259 section 8.1: text that is not UTF-8; a parser may reject or replace it')
add('i', 'encoding', 'utf8_bom', b'\xef\xbb\xbf[1]', 'RFC 8259 section 8.1: a parser MAY ignore a byte order mark rather than treating it as an error')
add('y', 'encoding', 'raw_four_byte', '["\U0010FFFF"]', 'RFC 8259 section 8.1: valid UTF-8 up to U+10FFFF')
add('y', 'encoding', 'raw_two_three_four', '["\u00e9\u20ac\U0001F600"]', 'RFC 8259 section 8.1: valid UTF-8 of each length')

# whitespace (section 2: space, horizontal tab, line feed, carriage return)
for n, d in [('spaces', ' [ 1 , 2 ] '), ('tabs', '\t[\t1\t]\t'), ('newlines', '\n[\n1\n]\n'), ('crlf', '\r\n[1]\r\n'),
             ('around_colon', '{ "a" : 1 }'), ('all_four', ' \t\n\r[ \t\n\r1 \t\n\r] \t\n\r'), ('top_level_padded', '  2  ')]:
    add('y', 'whitespace', n, d, 'RFC 8259 section 2: insignificant whitespace is space, tab, line feed, carriage return')
for n, d in [('form_feed', '\f[1]'), ('vertical_tab', '[\v1]'), ('nbsp', '[\u00a01]'), ('line_separator', '[\u20281]'),
             ('ideographic_space', '[\u30001]'), ('nul_after', '[1]\x00'), ('zero_width_space', '[\u200b1]'),
             ('em_space', '[\u20031]'), ('escaped_whitespace', '[\\n1]')]:
    add('n', 'whitespace', n, d, 'RFC 8259 section 2: only four whitespace characters are allowed')

# top level and trailing content (section 2: JSON-text = ws value ws)
for n, d in [('true', 'true'), ('null', 'null'), ('false', 'false'), ('object', '{"a":[1]}')]:
    add('y', 'top-level', n, d, 'RFC 8259 section 2: a JSON text is any serialized value')
for n, d in [('empty', ''), ('only_space', ' '), ('two_numbers', '1 2'), ('two_arrays', '[] []'), ('two_objects', '{}{}'),
             ('two_strings', '"a" "b"'), ('garbage_after_array', '[1]x'), ('garbage_after_object', '{}x'),
             ('comma_after', '[1],'), ('close_after', '[1]]'), ('line_comment_after', '[1]//c'), ('block_comment_after', '[1]/*c*/'),
             ('number_then_letter', '1x'), ('string_then_number', '"a"1'), ('literal_then_literal', 'true false'),
             ('semicolon_after', '{};'), ('array_then_number', '[]1')]:
    add('n', 'top-level', n, d, 'RFC 8259 section 2: JSON-text = ws value ws, nothing else')

# extensions that are not JSON (section 2-7): comments, JSON5, JavaScript
for n, d in [('block_comment', '[1/*c*/]'), ('line_comment', '//c\n[1]'), ('hash_comment', '#c\n[1]'),
             ('comment_in_object', '{"a":1/*c*/}'), ('json5_trailing_comma', '{"a":[1,],}'), ('json5_hex', '[0xFF]'),
             ('json5_plus_infinity', '[+Infinity]'), ('json5_single_quoted_string', "['x']"), ('json5_unquoted_key', '{key:"v"}'),
             ('json5_leading_decimal', '[.1]'), ('js_regex', '[/a/]'), ('js_function', '[function(){}]'),
             ('python_tuple', '(1,2)'), ('js_array_hole', '[1,,]')]:
    add('n', 'extensions', n, d, 'RFC 8259: not JSON (an extension of JSON5, JavaScript or YAML)')

# duplicate names and deep nesting (section 4 and 9)
for n, d in [('duplicate_key', '{"a":1,"a":2}'), ('duplicate_key_same_value', '{"a":1,"a":1}'), ('duplicate_empty_key', '{"":1,"":2}')]:
    add('i', 'names', n, d, 'RFC 8259 section 4: names SHOULD be unique; with duplicates, behavior is unpredictable')
for n, depth in [('array_1000', 1000), ('array_10000', 10000)]:
    add('i', 'limits', n, '[' * depth + ']' * depth, 'RFC 8259 section 9: an implementation may set limits on the depth of nesting')
add('i', 'limits', 'object_1000', '{"a":' * 1000 + '1' + '}' * 1000, 'RFC 8259 section 9: an implementation may set limits on the depth of nesting')
add('i', 'limits', 'string_100k', '["' + 'y' * 100_000 + '"]', 'RFC 8259 section 9: an implementation may set limits on the length of strings')

if __name__ == '__main__':
    if os.path.isdir(OUT):
        shutil.rmtree(OUT)
    os.makedirs(OUT)
    names = set()
    with open(os.path.join(OUT, 'index.tsv'), 'w', encoding='utf-8') as idx:
        idx.write('# file\tcategory\texpectation reason (RFC 8259); written by scripts/conformance-corpus.py\n')
        for name, cat, why, data in cases:
            assert name not in names, name
            names.add(name)
            with open(os.path.join(OUT, name), 'wb') as f:
                f.write(data)
            idx.write(f'{name}\t{cat}\t{why}\n')
    print(f'{len(cases)} files in {OUT}', file=sys.stderr)
