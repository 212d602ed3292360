package io.wirebench.codecs.sbe;

import io.wirebench.core.PathSteps;
import io.wirebench.codecs.sbe.msg.BooleanType;
import io.wirebench.codecs.sbe.msg.ImageSize;
import io.wirebench.codecs.sbe.msg.MediaContentDecoder;
import io.wirebench.codecs.sbe.msg.MediaContentEncoder;
import io.wirebench.codecs.sbe.msg.MessageHeaderDecoder;
import io.wirebench.codecs.sbe.msg.MessageHeaderEncoder;
import io.wirebench.codecs.sbe.msg.Player;
import io.wirebench.core.FieldSink;
import io.wirebench.core.model.Image;
import io.wirebench.core.model.Media;
import io.wirebench.core.model.MediaContent;
import java.util.ArrayList;
import java.util.List;
import org.agrona.DirectBuffer;
import org.agrona.MutableDirectBuffer;

/**
 * media-content as the MediaContent message. SBE has no nested message, so the Media's fields are
 * the message's own: its numbers, enum and presence bits in the fixed block, then the persons and
 * images groups, then its strings. Title and copyright (and an image's title) may be null: a
 * presence bit says whether the (then empty) var data field holds one.
 */
final class MediaContentSbe extends SbeMessage<MediaContent> {
  /** A Media's fields in schema order: fixed, the persons group, var data. */
  static final List<String> MEDIA = List.of("width", "height", "duration", "size", "bitrate",
      "hasBitrate", "player", "persons", "uri", "title", "format", "copyright");
  /** An Image's fields in schema order: fixed, then var data. */
  static final List<String> IMAGE = List.of("width", "height", "size", "uri", "title");
  private static final Media.Player[] PLAYER = Media.Player.values();
  private static final Image.Size[] SIZE = Image.Size.values();

  private final MediaContentEncoder encoder = new MediaContentEncoder();
  private final MediaContentDecoder decoder = new MediaContentDecoder();

  MediaContentSbe() {
    super(MediaContent.class);
  }

  @Override int encode(MediaContent c, MutableDirectBuffer buffer, MessageHeaderEncoder header) {
    Media m = c.getMedia();
    MediaContentEncoder e = encoder.wrapAndApplyHeader(buffer, 0, header).width(m.getWidth())
        .height(m.getHeight()).duration(m.getDuration()).size(m.getSize()).bitrate(m.getBitrate())
        .hasBitrate(m.isHasBitrate() ? BooleanType.T : BooleanType.F)
        .player(m.getPlayer() == null ? Player.NULL_VAL : Player.get((short) m.getPlayer().ordinal()));
    e.present().clear().title(m.getTitle() != null).copyright(m.getCopyright() != null);
    List<String> persons = m.getPersons();
    MediaContentEncoder.PersonsEncoder p = e.personsCount(persons.size());
    for (String person : persons) p.next().person(person);
    List<Image> images = c.getImages();
    MediaContentEncoder.ImagesEncoder ie = e.imagesCount(images.size());
    for (Image i : images) {
      ie.next().width(i.getWidth()).height(i.getHeight())
          .size(i.getSize() == null ? ImageSize.NULL_VAL : ImageSize.get((short) i.getSize().ordinal()));
      ie.present().clear().title(i.getTitle() != null);
      ie.uri(i.getUri()).title(i.getTitle()); // null is written as empty; the presence bit tells
    }
    e.uri(m.getUri()).title(m.getTitle()).format(m.getFormat()).copyright(m.getCopyright());
    return MessageHeaderEncoder.ENCODED_LENGTH + encoder.encodedLength();
  }

  @Override MediaContent decode(DirectBuffer buffer, MessageHeaderDecoder header) {
    MediaContentDecoder d = decoder.wrapAndApplyHeader(buffer, 0, header);
    Player player = d.player();
    boolean hasTitle = d.present().title();
    boolean hasCopyright = d.present().copyright();
    MediaContentDecoder.PersonsDecoder p = d.persons();
    List<String> persons = new ArrayList<>(p.count());
    while (p.hasNext()) persons.add(p.next().person());
    MediaContentDecoder.ImagesDecoder ig = d.images();
    List<Image> images = new ArrayList<>(ig.count());
    while (ig.hasNext()) {
      MediaContentDecoder.ImagesDecoder i = ig.next();
      ImageSize size = i.size();
      boolean titled = i.present().title();
      String uri = i.uri();
      String title = titled ? i.title() : absent(i.skipTitle());
      images.add(new Image(uri, title, i.width(), i.height(), size == ImageSize.NULL_VAL ? null : SIZE[size.value()]));
    }
    String uri = d.uri();
    String title = hasTitle ? d.title() : absent(d.skipTitle());
    String format = d.format();
    String copyright = hasCopyright ? d.copyright() : absent(d.skipCopyright());
    Media m = Media.of(uri, title, d.width(), d.height(), format, d.duration(), d.size(), d.bitrate(),
        d.hasBitrate() == BooleanType.T, persons, player == Player.NULL_VAL ? null : PLAYER[player.value()], copyright);
    return new MediaContent(m, images);
  }

  /** An absent string: its (empty) var data field skipped. */
  private static String absent(int skippedLength) {
    return null;
  }

  @Override void access(DirectBuffer buffer, MessageHeaderDecoder header, FieldSink sink) {
    MediaContentDecoder d = decoder.wrapAndApplyHeader(buffer, 0, header);
    sink.visit(d.width());
    sink.visit(d.height());
    sink.visit(d.duration());
    sink.visit(d.size());
    sink.visit(d.bitrate());
    sink.visit(d.hasBitrate() == BooleanType.T);
    if (d.player() != Player.NULL_VAL) sink.visit(d.player().name());
    boolean hasTitle = d.present().title();
    boolean hasCopyright = d.present().copyright();
    for (MediaContentDecoder.PersonsDecoder p = d.persons(); p.hasNext(); ) {
      p.next();
      sink.visit(chars.decodeScratch(p.getPerson(chars.scratch(p.personLength()), 0, Integer.MAX_VALUE)));
    }
    for (MediaContentDecoder.ImagesDecoder ig = d.images(); ig.hasNext(); ) {
      MediaContentDecoder.ImagesDecoder i = ig.next();
      sink.visit(i.width());
      sink.visit(i.height());
      if (i.size() != ImageSize.NULL_VAL) sink.visit(i.size().name());
      sink.visit(chars.decodeScratch(i.getUri(chars.scratch(i.uriLength()), 0, Integer.MAX_VALUE)));
      if (i.present().title()) sink.visit(chars.decodeScratch(i.getTitle(chars.scratch(i.titleLength()), 0, Integer.MAX_VALUE))); else i.skipTitle();
    }
    sink.visit(chars.decodeScratch(d.getUri(chars.scratch(d.uriLength()), 0, Integer.MAX_VALUE)));
    if (hasTitle) sink.visit(chars.decodeScratch(d.getTitle(chars.scratch(d.titleLength()), 0, Integer.MAX_VALUE))); else d.skipTitle();
    sink.visit(chars.decodeScratch(d.getFormat(chars.scratch(d.formatLength()), 0, Integer.MAX_VALUE)));
    if (hasCopyright) sink.visit(chars.decodeScratch(d.getCopyright(chars.scratch(d.copyrightLength()), 0, Integer.MAX_VALUE))); else d.skipCopyright();
  }

  @Override PartialRead partial(PathSteps path) {
    if (path.is(0, "images")) {
      int index = path.index(1);
      int field = path.field(2, IMAGE);
      path.end(3);
      return (buffer, header) -> image(decoder.wrapAndApplyHeader(buffer, 0, header), index, field, path);
    }
    path.expect(0, "media");
    int field = path.field(1, MEDIA);
    int person = field == MEDIA.indexOf("persons") ? path.index(2) : -1;
    path.end(person < 0 ? 2 : 3);
    return (buffer, header) -> media(decoder.wrapAndApplyHeader(buffer, 0, header), field, person, path);
  }

  private static Object media(MediaContentDecoder d, int field, int person, PathSteps path) {
    switch (field) {
      case 0: return d.width();
      case 1: return d.height();
      case 2: return d.duration();
      case 3: return d.size();
      case 4: return d.bitrate();
      case 5: return d.hasBitrate() == BooleanType.T;
      case 6: return nameOrNull(d.player());
      default: break;
    }
    MediaContentDecoder.PersonsDecoder p = d.persons();
    if (field == 7) {
      for (int i = checkIndex(person, p.count(), path, "persons"); i > 0; i--) p.next().sbeSkip();
      return p.next().person();
    }
    while (p.hasNext()) p.next().sbeSkip();
    for (MediaContentDecoder.ImagesDecoder ig = d.images(); ig.hasNext(); ) ig.next().sbeSkip();
    if (field == 8) return d.uri();
    d.skipUri();
    if (field == 9) return d.present().title() ? d.title() : null;
    d.skipTitle();
    if (field == 10) return d.format();
    d.skipFormat();
    return d.present().copyright() ? d.copyright() : null;
  }

  private static Object image(MediaContentDecoder d, int index, int field, PathSteps path) {
    for (MediaContentDecoder.PersonsDecoder p = d.persons(); p.hasNext(); ) p.next().sbeSkip();
    MediaContentDecoder.ImagesDecoder ig = d.images();
    for (int i = checkIndex(index, ig.count(), path, "images"); i > 0; i--) ig.next().sbeSkip();
    MediaContentDecoder.ImagesDecoder i = ig.next();
    switch (field) {
      case 0: return i.width();
      case 1: return i.height();
      case 2: return nameOrNull(i.size());
      case 3: return i.uri();
      default:
        i.skipUri();
        return i.present().title() ? i.title() : null;
    }
  }

  @Override int limit() {
    return decoder.limit();
  }
}
