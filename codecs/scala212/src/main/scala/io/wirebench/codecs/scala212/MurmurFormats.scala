package io.wirebench.codecs.scala212

import sjsonnew.{ BasicJsonProtocol, Builder, JsonFormat, JsonWriter, Unbuilder, deserializationError }

/**
 * sjson-new formats for the case classes, written as sbt's contraband generator writes them
 * (one `implicit lazy val XFormat` per class; `beginObject`, one `addField` per field in
 * declaration order, `endObject`; `read` walks an `Unbuilder` the same way, through one
 * `readObject`), with the `BasicJsonProtocol` formats for String, Int, Long, Boolean, Vector and
 * Option. The murmurhash backend only ever calls `write` (through `implicitHashWriter`, as sbt's
 * `Hasher.hashUnsafe` calls do); `read` is there because sjson-new's collection formats take whole
 * `JsonFormat`s, and no backend of this module calls it.
 */
trait MurmurFormats extends BasicJsonProtocol {
  /** A Java enum as its constant's name, as contraband writes an enumeration. */
  private def enumFormat[E <: java.lang.Enum[E]](cls: Class[E]): JsonFormat[E] = new JsonFormat[E] {
    override def read[J](__jsOpt: Option[J], unbuilder: Unbuilder[J]): E = __jsOpt match {
      case Some(__js) => java.lang.Enum.valueOf(cls, unbuilder.readString(__js))
      case None => deserializationError("Expected JsString but found None")
    }
    override def write[J](obj: E, builder: Builder[J]): Unit = builder.writeString(obj.name)
  }

  /**
   * What every `read` below does around its fields, as contraband's do: `beginObject`, the fields
   * (read in declaration order by `fields`), `endObject`; no value is an error.
   */
  private def readObject[J, A](jsOpt: Option[J], unbuilder: Unbuilder[J])(fields: => A): A = jsOpt match {
    case Some(js) =>
      unbuilder.beginObject(js)
      val a = fields
      unbuilder.endObject()
      a
    case None =>
      deserializationError("Expected JsObject but found None")
  }

  implicit lazy val MeasurementTypeFormat: JsonFormat[io.wirebench.core.model.Measurement.Type] =
    enumFormat(classOf[io.wirebench.core.model.Measurement.Type])
  implicit lazy val DbRowStatusFormat: JsonFormat[io.wirebench.core.model.DbRow.Status] =
    enumFormat(classOf[io.wirebench.core.model.DbRow.Status])
  implicit lazy val MediaPlayerFormat: JsonFormat[io.wirebench.core.model.Media.Player] =
    enumFormat(classOf[io.wirebench.core.model.Media.Player])
  implicit lazy val ImageSizeFormat: JsonFormat[io.wirebench.core.model.Image.Size] =
    enumFormat(classOf[io.wirebench.core.model.Image.Size])

  implicit lazy val PersonFormat: JsonFormat[Person] = new JsonFormat[Person] {
    override def read[J](__jsOpt: Option[J], unbuilder: Unbuilder[J]): Person =
      readObject(__jsOpt, unbuilder) {
        val name = unbuilder.readField[String]("name")
        val age = unbuilder.readField[Int]("age")
        val city = unbuilder.readField[String]("city")
        Person(name, age, city)
      }
    override def write[J](obj: Person, builder: Builder[J]): Unit = {
      builder.beginObject()
      builder.addField("name", obj.name)
      builder.addField("age", obj.age)
      builder.addField("city", obj.city)
      builder.endObject()
    }
  }

  implicit lazy val ModuleIdFormat: JsonFormat[ModuleId] = new JsonFormat[ModuleId] {
    override def read[J](__jsOpt: Option[J], unbuilder: Unbuilder[J]): ModuleId =
      readObject(__jsOpt, unbuilder) {
        val organization = unbuilder.readField[String]("organization")
        val name = unbuilder.readField[String]("name")
        val revision = unbuilder.readField[String]("revision")
        ModuleId(organization, name, revision)
      }
    override def write[J](obj: ModuleId, builder: Builder[J]): Unit = {
      builder.beginObject()
      builder.addField("organization", obj.organization)
      builder.addField("name", obj.name)
      builder.addField("revision", obj.revision)
      builder.endObject()
    }
  }

  implicit lazy val ModuleIdsFormat: JsonFormat[ModuleIds] = new JsonFormat[ModuleIds] {
    override def read[J](__jsOpt: Option[J], unbuilder: Unbuilder[J]): ModuleIds =
      readObject(__jsOpt, unbuilder) {
        val modules = unbuilder.readField[Vector[ModuleId]]("modules")
        ModuleIds(modules)
      }
    override def write[J](obj: ModuleIds, builder: Builder[J]): Unit = {
      builder.beginObject()
      builder.addField("modules", obj.modules)
      builder.endObject()
    }
  }

  implicit lazy val MeasurementFormat: JsonFormat[Measurement] = new JsonFormat[Measurement] {
    override def read[J](__jsOpt: Option[J], unbuilder: Unbuilder[J]): Measurement =
      readObject(__jsOpt, unbuilder) {
        val measurementId = unbuilder.readField[String]("measurementId")
        val duration = unbuilder.readField[Int]("duration")
        val time = unbuilder.readField[Long]("time")
        val `type` = unbuilder.readField[io.wirebench.core.model.Measurement.Type]("type")
        Measurement(measurementId, duration, time, `type`)
      }
    override def write[J](obj: Measurement, builder: Builder[J]): Unit = {
      builder.beginObject()
      builder.addField("measurementId", obj.measurementId)
      builder.addField("duration", obj.duration)
      builder.addField("time", obj.time)
      builder.addField("type", obj.`type`)
      builder.endObject()
    }
  }

  implicit lazy val MeasurementsFormat: JsonFormat[Measurements] = new JsonFormat[Measurements] {
    override def read[J](__jsOpt: Option[J], unbuilder: Unbuilder[J]): Measurements =
      readObject(__jsOpt, unbuilder) {
        val items = unbuilder.readField[Vector[Measurement]]("items")
        Measurements(items)
      }
    override def write[J](obj: Measurements, builder: Builder[J]): Unit = {
      builder.beginObject()
      builder.addField("items", obj.items)
      builder.endObject()
    }
  }

  implicit lazy val DbRowFormat: JsonFormat[DbRow] = new JsonFormat[DbRow] {
    override def read[J](__jsOpt: Option[J], unbuilder: Unbuilder[J]): DbRow =
      readObject(__jsOpt, unbuilder) {
        val id = unbuilder.readField[Long]("id")
        val firstName = unbuilder.readField[String]("firstName")
        val lastName = unbuilder.readField[String]("lastName")
        val street = unbuilder.readField[String]("street")
        val city = unbuilder.readField[String]("city")
        val state = unbuilder.readField[String]("state")
        val zip = unbuilder.readField[String]("zip")
        val email = unbuilder.readField[String]("email")
        val status = unbuilder.readField[io.wirebench.core.model.DbRow.Status]("status")
        DbRow(id, firstName, lastName, street, city, state, zip, email, status)
      }
    override def write[J](obj: DbRow, builder: Builder[J]): Unit = {
      builder.beginObject()
      builder.addField("id", obj.id)
      builder.addField("firstName", obj.firstName)
      builder.addField("lastName", obj.lastName)
      builder.addField("street", obj.street)
      builder.addField("city", obj.city)
      builder.addField("state", obj.state)
      builder.addField("zip", obj.zip)
      builder.addField("email", obj.email)
      builder.addField("status", obj.status)
      builder.endObject()
    }
  }

  implicit lazy val DbDataFormat: JsonFormat[DbData] = new JsonFormat[DbData] {
    override def read[J](__jsOpt: Option[J], unbuilder: Unbuilder[J]): DbData =
      readObject(__jsOpt, unbuilder) {
        val rows = unbuilder.readField[Vector[DbRow]]("rows")
        DbData(rows)
      }
    override def write[J](obj: DbData, builder: Builder[J]): Unit = {
      builder.beginObject()
      builder.addField("rows", obj.rows)
      builder.endObject()
    }
  }

  implicit lazy val DecimalMatrixFormat: JsonFormat[DecimalMatrix] = new JsonFormat[DecimalMatrix] {
    override def read[J](__jsOpt: Option[J], unbuilder: Unbuilder[J]): DecimalMatrix =
      readObject(__jsOpt, unbuilder) {
        val rows = unbuilder.readField[Vector[Vector[String]]]("rows")
        DecimalMatrix(rows)
      }
    override def write[J](obj: DecimalMatrix, builder: Builder[J]): Unit = {
      builder.beginObject()
      builder.addField("rows", obj.rows)
      builder.endObject()
    }
  }

  implicit lazy val MediaFormat: JsonFormat[Media] = new JsonFormat[Media] {
    override def read[J](__jsOpt: Option[J], unbuilder: Unbuilder[J]): Media =
      readObject(__jsOpt, unbuilder) {
        val uri = unbuilder.readField[String]("uri")
        val title = unbuilder.readField[Option[String]]("title")
        val width = unbuilder.readField[Int]("width")
        val height = unbuilder.readField[Int]("height")
        val format = unbuilder.readField[String]("format")
        val duration = unbuilder.readField[Long]("duration")
        val size = unbuilder.readField[Long]("size")
        val bitrate = unbuilder.readField[Int]("bitrate")
        val hasBitrate = unbuilder.readField[Boolean]("hasBitrate")
        val persons = unbuilder.readField[Vector[String]]("persons")
        val player = unbuilder.readField[io.wirebench.core.model.Media.Player]("player")
        val copyright = unbuilder.readField[Option[String]]("copyright")
        Media(uri, title, width, height, format, duration, size, bitrate, hasBitrate, persons, player, copyright)
      }
    override def write[J](obj: Media, builder: Builder[J]): Unit = {
      builder.beginObject()
      builder.addField("uri", obj.uri)
      builder.addField("title", obj.title)
      builder.addField("width", obj.width)
      builder.addField("height", obj.height)
      builder.addField("format", obj.format)
      builder.addField("duration", obj.duration)
      builder.addField("size", obj.size)
      builder.addField("bitrate", obj.bitrate)
      builder.addField("hasBitrate", obj.hasBitrate)
      builder.addField("persons", obj.persons)
      builder.addField("player", obj.player)
      builder.addField("copyright", obj.copyright)
      builder.endObject()
    }
  }

  implicit lazy val ImageFormat: JsonFormat[Image] = new JsonFormat[Image] {
    override def read[J](__jsOpt: Option[J], unbuilder: Unbuilder[J]): Image =
      readObject(__jsOpt, unbuilder) {
        val uri = unbuilder.readField[String]("uri")
        val title = unbuilder.readField[Option[String]]("title")
        val width = unbuilder.readField[Int]("width")
        val height = unbuilder.readField[Int]("height")
        val size = unbuilder.readField[io.wirebench.core.model.Image.Size]("size")
        Image(uri, title, width, height, size)
      }
    override def write[J](obj: Image, builder: Builder[J]): Unit = {
      builder.beginObject()
      builder.addField("uri", obj.uri)
      builder.addField("title", obj.title)
      builder.addField("width", obj.width)
      builder.addField("height", obj.height)
      builder.addField("size", obj.size)
      builder.endObject()
    }
  }

  implicit lazy val MediaContentFormat: JsonFormat[MediaContent] = new JsonFormat[MediaContent] {
    override def read[J](__jsOpt: Option[J], unbuilder: Unbuilder[J]): MediaContent =
      readObject(__jsOpt, unbuilder) {
        val media = unbuilder.readField[Media]("media")
        val images = unbuilder.readField[Vector[Image]]("images")
        MediaContent(media, images)
      }
    override def write[J](obj: MediaContent, builder: Builder[J]): Unit = {
      builder.beginObject()
      builder.addField("media", obj.media)
      builder.addField("images", obj.images)
      builder.endObject()
    }
  }

  /**
   * A document of the JSON data model as wirebench reads it (java.util.Map, List, String,
   * Boolean, Integer/Long/BigInteger, BigDecimal/Double, null), through the Builder calls the
   * typed formats use: what sjson-new's own AST formats would write for the same document.
   */
  implicit lazy val UntypedFormat: JsonWriter[AnyRef] = new JsonWriter[AnyRef] {
    override def write[J](obj: AnyRef, builder: Builder[J]): Unit = obj match {
      case null => builder.writeNull()
      case s: String => builder.writeString(s)
      case b: java.lang.Boolean => builder.writeBoolean(b)
      case i: java.lang.Integer => builder.writeInt(i)
      case i: java.lang.Short => builder.writeInt(i.intValue)
      case i: java.lang.Byte => builder.writeInt(i.intValue)
      case l: java.lang.Long => builder.writeLong(l)
      case b: java.math.BigInteger =>
        if (b.bitLength < 64) builder.writeLong(b.longValue) else builder.writeBigDecimal(BigDecimal(b))
      case d: java.math.BigDecimal => builder.writeBigDecimal(BigDecimal(d))
      case d: java.lang.Double => builder.writeDouble(d)
      case f: java.lang.Float => builder.writeDouble(f.doubleValue)
      case list: java.util.List[_] =>
        builder.beginArray()
        val it = list.iterator
        while (it.hasNext) write(it.next.asInstanceOf[AnyRef], builder)
        builder.endArray()
      case map: java.util.Map[_, _] =>
        builder.beginObject()
        val it = map.entrySet.iterator
        while (it.hasNext) {
          val e = it.next
          builder.addFieldName(String.valueOf(e.getKey))
          write(e.getValue.asInstanceOf[AnyRef], builder)
        }
        builder.endObject()
      case other => sjsonnew.serializationError(
        "not a value of the JSON data model: " + other.getClass.getName)
    }
  }
}

object MurmurFormats extends MurmurFormats
