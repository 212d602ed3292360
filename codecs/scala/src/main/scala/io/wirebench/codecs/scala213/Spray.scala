package io.wirebench.codecs.scala213

import io.wirebench.core.{Binding, BindingStyle, Codec, CodecInfo, DataSet, Family}
import io.wirebench.core.{model => jm}
import java.math.MathContext
import java.nio.charset.StandardCharsets.UTF_8
import java.nio.file.Path
import org.typelevel.jawn.{Facade, Parser => JawnParser}
import spray.json._

/**
 * spray-json formats for the case classes, derived the way its README shows: jsonFormatN from
 * DefaultJsonProtocol. jsonFormatN leaves a None field out (NullOptions would write null).
 */
object SprayFormats extends DefaultJsonProtocol {
  implicit val person: RootJsonFormat[Person] = jsonFormat3(Person.apply)
  implicit val dbRow: RootJsonFormat[DbRow] = jsonFormat9(DbRow.apply)
  implicit val dbData: RootJsonFormat[DbData] = jsonFormat1(DbData.apply)
  implicit val measurement: RootJsonFormat[Measurement] = jsonFormat4(Measurement.apply)
  implicit val measurements: RootJsonFormat[Measurements] = jsonFormat1(Measurements.apply)
  implicit val moduleId: RootJsonFormat[ModuleId] = jsonFormat3(ModuleId.apply)
  implicit val moduleIds: RootJsonFormat[ModuleIds] = jsonFormat1(ModuleIds.apply)
  implicit val decimalMatrix: RootJsonFormat[DecimalMatrix] = jsonFormat1(DecimalMatrix.apply)
  implicit val image: RootJsonFormat[Image] = jsonFormat5(Image.apply)
  implicit val media: RootJsonFormat[Media] = jsonFormat12(Media.apply)
  implicit val mediaContent: RootJsonFormat[MediaContent] = jsonFormat2(MediaContent.apply)
  implicit val sparseModuleId: RootJsonFormat[SparseModuleId] = jsonFormat10(SparseModuleId.apply)
  implicit val sparseModuleIds: RootJsonFormat[SparseModuleIds] = jsonFormat1(SparseModuleIds.apply)

  val byType: Map[Class[_], JsonFormat[_]] = Map(classOf[jm.Person] -> person,
    classOf[jm.DbData] -> dbData, classOf[jm.Measurements] -> measurements,
    classOf[jm.ModuleIds] -> moduleIds, classOf[jm.DecimalMatrix] -> decimalMatrix,
    classOf[jm.MediaContent] -> mediaContent, classOf[jm.SparseModuleIds] -> sparseModuleIds)

  /** The format of a data set's case class, or spray's own tree (JsValue) for a user's file. */
  def format(dataSet: DataSet[_]): JsonFormat[AnyRef] =
    (if (dataSet.isUntyped) JsValueFormat else Models.pick(dataSet, byType)).asInstanceOf[JsonFormat[AnyRef]]

  def sample(dataSet: DataSet[_], parse: Array[Byte] => JsValue): AnyRef =
    if (dataSet.isUntyped) parse(ScalaBinding.referenceJson(dataSet)) else Models.sample(dataSet)
}

/**
 * spray-json writes through its CompactPrinter (`value.toJson.compactPrint`, the production printer:
 * no whitespace); the parser is a constructor argument, spray's own or Jawn's.
 */
abstract class SprayBinding(dataSet: DataSet[_], parse: Array[Byte] => JsValue)
    extends ScalaBinding(dataSet, SprayFormats.sample(dataSet, parse),
      if (dataSet.isUntyped) v => SprayTrees.modifyFirstScalar(v.asInstanceOf[JsValue]) else Models.modify) {
  protected val format: JsonFormat[AnyRef] = SprayFormats.format(dataSet)

  override def writeString(value: AnyRef): String = CompactPrinter(format.write(value))
  override def writeBytes(value: AnyRef): Array[Byte] = writeString(value).getBytes(UTF_8)
  override def readBytes(bytes: Array[Byte]): AnyRef = format.read(parse(bytes))
}

/**
 * spray-json with its own parser (`JsonParser(bytes).convertTo[T]`), which reads a whole byte[] or
 * String: the stream and file targets read all bytes first, as a spray-json user must.
 */
final class SprayJsonCodec extends Codec {
  private val codecInfo = CodecInfo.builder("spray-json")
    .library("spray-json", classOf[JsValue], "io.spray", "spray-json_2.13")
    .text("JSON", "application/json", Family.JSON)
    .binding(BindingStyle.POJO)
    .config("case-class formats from DefaultJsonProtocol.jsonFormatN made once; spray's JsonParser; "
      + "CompactPrinter (spray's production printer, no whitespace); a user's file binds as JsValue")
    .notes("no stream parser: stream and file reads read all bytes, then parse; enums are Strings "
      + "in the case classes")
    .refusesTrailingBytes()
    .build()

  override def info(): CodecInfo = codecInfo

  override def bind(dataSet: DataSet[_]): Binding[_] =
    new SprayBinding(dataSet, bytes => JsonParser(ParserInput(bytes))) {
      override def readString(text: String): AnyRef = format.read(JsonParser(text))
    }
}

/**
 * Jawn's facade for spray-json's tree, written here: Jawn's own spray support module
 * (org.typelevel:jawn-spray_2.13) is not on the Maven Central these machines reach (1.0.0 to 1.6.0
 * all missing). Numbers keep every digit (BigDecimal without a MathContext limit), as spray's own
 * parser does.
 */
object SprayJawnFacade extends Facade.SimpleFacade[JsValue] {
  override def jarray(vs: List[JsValue]): JsValue = JsArray(vs.toVector)
  override def jobject(vs: Map[String, JsValue]): JsValue = JsObject(vs)
  override def jnull: JsValue = JsNull
  override def jfalse: JsValue = JsFalse
  override def jtrue: JsValue = JsTrue
  override def jnum(s: CharSequence, decIndex: Int, expIndex: Int): JsValue =
    if (decIndex < 0 && expIndex < 0 && s.length < 19) JsNumber(java.lang.Long.parseLong(s.toString))
    else JsNumber(new BigDecimal(new java.math.BigDecimal(s.toString), MathContext.UNLIMITED))
  override def jstring(s: CharSequence): JsValue = JsString(s.toString)
}

/**
 * The same spray-json formats and printer with the Jawn parser, which also reads a file natively
 * (`Parser.parseFromFile`). A stream is read whole, then parsed: Jawn's own stream path
 * (`parseFromChannel`) takes a short read for the end of the input (it fails on a stream that
 * returns one byte at a time).
 */
final class SprayJsonJawnCodec extends Codec {
  private val codecInfo = CodecInfo.builder("spray-json-jawn")
    .library("spray-json + Jawn", classOf[JsValue], "io.spray", "spray-json_2.13")
    .text("JSON", "application/json", Family.JSON)
    .binding(BindingStyle.POJO)
    .config("spray-json's jsonFormatN case-class formats and CompactPrinter; parsed by Jawn "
      + JawnVersion.version + " through a Jawn facade for spray's JsValue written in this module "
      + "(jawn-spray does not resolve here); a user's file binds as JsValue")
    .notes("stream reads read all bytes, then parse (Jawn's parseFromChannel fails on short reads); "
      + "enums are Strings in the case classes")
    .refusesTrailingBytes()
    .build()

  override def info(): CodecInfo = codecInfo

  override def bind(dataSet: DataSet[_]): Binding[_] =
    new SprayBinding(dataSet,
      bytes => ScalaBinding.got(JawnParser.parseFromByteArray(bytes)(SprayJawnFacade))) {
      override def readString(text: String): AnyRef =
        format.read(ScalaBinding.got(JawnParser.parseFromString(text)(SprayJawnFacade)))
      override def readFile(file: Path): AnyRef =
        format.read(ScalaBinding.got(JawnParser.parseFromFile(file.toFile)(SprayJawnFacade)))
    }
}

object JawnVersion {
  lazy val version: String = io.wirebench.core.LibraryVersion.of(classOf[org.typelevel.jawn.Parser[_]],
    "org.typelevel", "jawn-parser_2.13")
}
