package io.wirebench.codecs.scala213

import io.wirebench.core.{Binding, BindingStyle, Codec, CodecInfo, DataSet, Family}
import io.wirebench.core.{model => jm}
import java.nio.charset.StandardCharsets.UTF_8
import java.nio.file.Path
import sjsonnew._
import sjsonnew.shaded.scalajson.ast.unsafe.JValue
import sjsonnew.support.scalajson.unsafe.{CompactPrinter => SjsonPrinter, Converter => SjsonConverter, Parser => SjsonParser}

/**
 * sjson-new formats for the case classes, written as sbt writes its own. ModuleId is in the shape
 * of sbt's generated (contraband) formats such as sbt.librarymanagement.ModuleIDFormats: a
 * JsonFormat whose write adds each field to the Builder and whose read reads each field through
 * the Unbuilder. The rest use sjson-new's caseClass builders (CaseClassFormats). A None field is
 * left out (OptionFormat.addField writes nothing: sjson-new's "emulating JNothing").
 */
object SjsonFormats extends BasicJsonProtocol {
  implicit val person: JsonFormat[Person] =
    caseClass(Person.apply _, Person.unapply _)("name", "age", "city")
  implicit val dbRow: JsonFormat[DbRow] = caseClass(DbRow.apply _, DbRow.unapply _)("id", "firstName",
    "lastName", "street", "city", "state", "zip", "email", "status")
  implicit val dbData: JsonFormat[DbData] = caseClass(DbData.apply _, DbData.unapply _)("rows")
  implicit val measurement: JsonFormat[Measurement] =
    caseClass(Measurement.apply _, Measurement.unapply _)("measurementId", "duration", "time", "type")
  implicit val measurements: JsonFormat[Measurements] =
    caseClass(Measurements.apply _, Measurements.unapply _)("items")

  implicit val moduleId: JsonFormat[ModuleId] = new JsonFormat[ModuleId] {
    override def read[J](jsOpt: Option[J], unbuilder: Unbuilder[J]): ModuleId = jsOpt match {
      case Some(js) =>
        unbuilder.beginObject(js)
        val organization = unbuilder.readField[String]("organization")
        val name = unbuilder.readField[String]("name")
        val revision = unbuilder.readField[String]("revision")
        unbuilder.endObject()
        ModuleId(organization, name, revision)
      case None => deserializationError("Expected JsObject but found None")
    }
    override def write[J](obj: ModuleId, builder: Builder[J]): Unit = {
      builder.beginObject()
      builder.addField("organization", obj.organization)
      builder.addField("name", obj.name)
      builder.addField("revision", obj.revision)
      builder.endObject()
    }
  }
  implicit val moduleIds: JsonFormat[ModuleIds] =
    caseClass(ModuleIds.apply _, ModuleIds.unapply _)("modules")
  implicit val decimalMatrix: JsonFormat[DecimalMatrix] =
    caseClass(DecimalMatrix.apply _, DecimalMatrix.unapply _)("rows")
  implicit val image: JsonFormat[Image] =
    caseClass(Image.apply _, Image.unapply _)("uri", "title", "width", "height", "size")
  implicit val media: JsonFormat[Media] = caseClass(Media.apply _, Media.unapply _)("uri", "title",
    "width", "height", "format", "duration", "size", "bitrate", "hasBitrate", "persons", "player",
    "copyright")
  implicit val mediaContent: JsonFormat[MediaContent] =
    caseClass(MediaContent.apply _, MediaContent.unapply _)("media", "images")

  implicit val sparseModuleId: JsonFormat[SparseModuleId] =
    caseClass(SparseModuleId.apply _, SparseModuleId.unapply _)("organization", "name", "revision",
      "configurations", "branchName", "changing", "transitive", "force", "explicitArtifacts",
      "exclusions")
  implicit val sparseModuleIds: JsonFormat[SparseModuleIds] =
    caseClass(SparseModuleIds.apply _, SparseModuleIds.unapply _)("modules")

  val byType: Map[Class[_], JsonFormat[_]] = Map(classOf[jm.Person] -> person,
    classOf[jm.DbData] -> dbData, classOf[jm.Measurements] -> measurements,
    classOf[jm.ModuleIds] -> moduleIds, classOf[jm.DecimalMatrix] -> decimalMatrix,
    classOf[jm.MediaContent] -> mediaContent, classOf[jm.SparseModuleIds] -> sparseModuleIds)

  def format(dataSet: DataSet[_]): JsonFormat[AnyRef] =
    Models.pick(dataSet, byType).asInstanceOf[JsonFormat[AnyRef]]
}

/**
 * sjson-new with its Scala JSON backend (sjson-new-scalajson), the combination sbt uses for its
 * caches: Converter.toJsonUnsafe then CompactPrinter to write, the backend's Jawn Parser then
 * Converter.fromJsonUnsafe to read. A user's file binds as the backend's tree (JValue).
 */
final class SjsonNewScalaJsonCodec extends Codec {
  private val codecInfo = CodecInfo.builder("sjson-new-scalajson")
    .library("sjson-new", classOf[JsonFormat[_]], "com.eed3si9n", "sjson-new-core_2.13")
    .text("JSON", "application/json", Family.JSON)
    .binding(BindingStyle.POJO)
    .config("sjson-new-scalajson as sbt uses it: Converter.toJsonUnsafe + CompactPrinter, "
      + "Parser (shaded Jawn) + Converter.fromJsonUnsafe; formats from caseClass builders, "
      + "ModuleId as sbt's generated Builder/Unbuilder format; files read with Parser.parseFromFile")
    .notes("every write and read goes through sjson-new's own JSON tree (the library's design: "
      + "formats write to a Builder that makes a tree, which is then printed); enums are Strings "
      + "in the case classes; stream reads read all bytes, then parse (the shaded Jawn's "
      + "parseFromChannel fails on short reads)")
    .refusesTrailingBytes()
    .build()

  override def info(): CodecInfo = codecInfo

  override def bind(dataSet: DataSet[_]): Binding[_] =
    if (dataSet.isUntyped) new ScalaBinding(dataSet,
      ScalaBinding.got(SjsonParser.parseFromByteArray(ScalaBinding.referenceJson(dataSet))),
      v => ScalaJsonTrees.modifyFirstScalar(v.asInstanceOf[JValue])) {
      override def writeString(value: AnyRef): String = SjsonPrinter(value.asInstanceOf[JValue])
      override def writeBytes(value: AnyRef): Array[Byte] = writeString(value).getBytes(UTF_8)
      override def readBytes(bytes: Array[Byte]): AnyRef = ScalaBinding.got(SjsonParser.parseFromByteArray(bytes))
    }
    else new ScalaBinding(dataSet, Models.sample(dataSet)) {
      private val format = SjsonFormats.format(dataSet())

      override def writeString(value: AnyRef): String =
        SjsonPrinter(SjsonConverter.toJsonUnsafe(value)(format))
      override def writeBytes(value: AnyRef): Array[Byte] = writeString(value).getBytes(UTF_8)
      override def readBytes(bytes: Array[Byte]): AnyRef =
        SjsonConverter.fromJsonUnsafe(ScalaBinding.got(SjsonParser.parseFromByteArray(bytes)))(format)
      override def readString(text: String): AnyRef =
        SjsonConverter.fromJsonUnsafe(ScalaBinding.got(SjsonParser.parseFromString(text)))(format)
      override def readFile(file: Path): AnyRef =
        SjsonConverter.fromJsonUnsafe(ScalaBinding.got(SjsonParser.parseFromFile(file.toFile)))(format)
    }
}

/**
 * sjson-new's support for spray-json's tree, written here because sjson-new-spray_2.13 is not on
 * the Maven Central these machines reach (0.9.0 to 0.11.0 all missing; sjson-new-core and
 * -scalajson are): the Facade that sjson-new's Builder and Unbuilder drive, over spray's JsValue.
 * sjson-new-msgpack_2.13 is missing too, so there is no sjson-new MessagePack codec.
 */
object SjsonSprayConverter extends SupportConverter[spray.json.JsValue] {
  import spray.json._

  implicit val facade: Facade[JsValue] = new SimpleFacade[JsValue] {
    override def jarray(vs: List[JsValue]): JsValue = JsArray(vs.toVector)
    override def jobject(vs: Map[String, JsValue]): JsValue = JsObject(vs)
    override def jnull(): JsValue = JsNull
    override def jfalse(): JsValue = JsFalse
    override def jtrue(): JsValue = JsTrue
    override def jdouble(d: Double): JsValue = JsNumber(d)
    override def jnumstring(s: String): JsValue = JsNumber(s)
    override def jbigdecimal(d: BigDecimal): JsValue = JsNumber(d)
    override def jintstring(s: String): JsValue = JsNumber(s)
    override def jint(i: Int): JsValue = JsNumber(i)
    override def jlong(l: Long): JsValue = JsNumber(l)
    override def jstring(s: String): JsValue = JsString(s)

    override def isJnull(value: JsValue): Boolean = value == JsNull
    override def isObject(value: JsValue): Boolean = value.isInstanceOf[JsObject]
    override def extractInt(value: JsValue): Int = number(value).toIntExact
    override def extractLong(value: JsValue): Long = number(value).toLongExact
    override def extractFloat(value: JsValue): Float = number(value).toFloat
    override def extractDouble(value: JsValue): Double = number(value).toDouble
    override def extractBigDecimal(value: JsValue): BigDecimal = number(value)
    override def extractBoolean(value: JsValue): Boolean = value match {
      case JsBoolean(b) => b
      case x => deserializationError("Expected boolean as JsBoolean, but got " + x)
    }
    override def extractString(value: JsValue): String = value match {
      case JsString(s) => s
      case x => deserializationError("Expected String as JsString, but got " + x)
    }
    override def extractArray(value: JsValue): Vector[JsValue] = value match {
      case JsArray(items) => items
      case x => deserializationError("Expected List as JsArray, but got " + x)
    }
    override def extractObject(value: JsValue): (Map[String, JsValue], Vector[String]) = value match {
      case JsObject(fields) => (fields, fields.keys.toVector)
      case x => deserializationError("Expected Map as JsObject, but got " + x)
    }

    private def number(value: JsValue): BigDecimal = value match {
      case JsNumber(n) => n
      case x => deserializationError("Expected number as JsNumber, but got " + x)
    }
  }
}

/**
 * sjson-new's formats over spray-json's tree: Converter (written here, see SjsonSprayConverter),
 * spray's CompactPrinter and spray's JsonParser, as sjson-new-spray combines them on Scala 2.12.
 */
final class SjsonNewSprayCodec extends Codec {
  import spray.json.{CompactPrinter, JsValue, JsonParser, ParserInput}

  private val codecInfo = CodecInfo.builder("sjson-new-spray")
    .library("sjson-new + spray-json", classOf[JsonFormat[_]], "com.eed3si9n", "sjson-new-core_2.13")
    .text("JSON", "application/json", Family.JSON)
    .binding(BindingStyle.POJO)
    .config("sjson-new formats (as sjson-new-scalajson's) through a SupportConverter for spray-json's "
      + "JsValue written in this module (sjson-new-spray_2.13 does not resolve here); spray's JsonParser "
      + "and CompactPrinter")
    .notes("every write and read goes through spray's JsValue tree; no stream parser: stream and "
      + "file reads read all bytes, then parse; enums are Strings in the case classes")
    .refusesTrailingBytes()
    .build()

  override def info(): CodecInfo = codecInfo

  override def bind(dataSet: DataSet[_]): Binding[_] =
    if (dataSet.isUntyped) new ScalaBinding(dataSet,
      JsonParser(ParserInput(ScalaBinding.referenceJson(dataSet))),
      v => SprayTrees.modifyFirstScalar(v.asInstanceOf[JsValue])) {
      override def writeString(value: AnyRef): String = CompactPrinter(value.asInstanceOf[JsValue])
      override def writeBytes(value: AnyRef): Array[Byte] = writeString(value).getBytes(UTF_8)
      override def readBytes(bytes: Array[Byte]): AnyRef = JsonParser(ParserInput(bytes))
    }
    else new ScalaBinding(dataSet, Models.sample(dataSet)) {
      private val format = SjsonFormats.format(dataSet())

      override def writeString(value: AnyRef): String =
        CompactPrinter(SjsonSprayConverter.toJsonUnsafe(value)(format))
      override def writeBytes(value: AnyRef): Array[Byte] = writeString(value).getBytes(UTF_8)
      override def readBytes(bytes: Array[Byte]): AnyRef =
        SjsonSprayConverter.fromJsonUnsafe(JsonParser(ParserInput(bytes)))(format)
      override def readString(text: String): AnyRef =
        SjsonSprayConverter.fromJsonUnsafe(JsonParser(text))(format)
    }
}
