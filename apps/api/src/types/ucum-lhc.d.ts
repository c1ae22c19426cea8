// The part of @lhncbc/ucum-lhc (the U.S. National Library of Medicine's UCUM library, CommonJS without types) we use.
declare module '@lhncbc/ucum-lhc' {
  interface UcumValidation {
    status: 'valid' | 'invalid' | 'error';
    ucumCode: string | null;
    msg: string[];
  }
  interface UcumConversion {
    status: 'succeeded' | 'failed' | 'error';
    toVal: number | null;
    msg: string[];
  }
  interface UcumLhcUtils {
    validateUnitString(unit: string): UcumValidation;
    convertUnitTo(
      fromUnit: string,
      fromValue: number,
      toUnit: string,
      options?: { molecularWeight?: number; charge?: number },
    ): UcumConversion;
  }
  const ucum: { UcumLhcUtils: { getInstance(): UcumLhcUtils } };
  export default ucum;
}
